import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function SignInPage() {
  return (
    <NotBuiltYet
      title="Sign In"
      purpose="Lets you sign in to your Tidy Steps account, so your spaces, tasks and progress are there on every device."
      homePath={paths.home()}
    />
  );
}
