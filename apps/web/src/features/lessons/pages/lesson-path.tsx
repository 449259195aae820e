import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function LessonPathPage() {
  return (
    <NotBuiltYet
      title="Lesson path"
      purpose="A guided path of short lessons that teaches your household to organize, one small step at a time, and remembers how far you have come."
      homePath={paths.home()}
    />
  );
}
