import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function SubSpacePage() {
  return (
    <NotBuiltYet
      title="Area upkeep"
      purpose="Keeps one area of a space in shape with small recurring upkeep tasks, and shows what is due next."
      homePath={paths.home()}
    />
  );
}
