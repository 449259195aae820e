import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function FamilyManagementPage() {
  return (
    <NotBuiltYet
      title="Family Management"
      purpose="Lets you invite family members into your spaces, give each person a role, and see who is helping."
      homePath={paths.home()}
    />
  );
}
