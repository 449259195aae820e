import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function SpaceDetailPage() {
  return (
    <NotBuiltYet
      title="Space"
      purpose="Shows today's tasks for one space, what is already done, and who is working on what, so the whole household can share the work."
      homePath={paths.home()}
    />
  );
}
