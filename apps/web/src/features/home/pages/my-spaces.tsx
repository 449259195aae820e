import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function MySpacesPage() {
  return (
    <NotBuiltYet
      title="My Spaces"
      purpose="Shows every space in your home in one place, so you can open one and pick up its tasks."
      homePath={paths.home()}
    />
  );
}
