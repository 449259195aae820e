import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function LessonStepPage() {
  return (
    <NotBuiltYet
      title="Lesson"
      purpose="Walks you through one lesson step by step, with a short checklist of things to try in your own home."
      homePath={paths.home()}
    />
  );
}
