import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function TodoListPage() {
  return (
    <NotBuiltYet
      title="To-do List"
      purpose="Keeps your own list of organizing tasks with a timer for each, so a few focused minutes turn into real progress."
      homePath={paths.home()}
    />
  );
}
