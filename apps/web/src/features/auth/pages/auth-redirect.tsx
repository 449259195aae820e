import { paths } from '../../../app/paths';
import { NotBuiltYet } from '../../../components/not-built-yet';

export function AuthRedirectPage() {
  return (
    <NotBuiltYet
      title="Welcome"
      purpose="Finishes signing you in after you confirm your e-mail address or choose your account, then takes you into the app."
      homePath={paths.home()}
    />
  );
}
