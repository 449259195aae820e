import { Link } from 'react-router';
import { LogInIcon } from '../../components/first-paint-icons';
import { buttonVariants } from '../../components/ui/button-variants';
import { paths } from '../paths';

/**
 * The account control of the header bar. Accounts arrive in a later issue: then this reads the
 * session and shows 'Sign Out' (with its confirmation dialog) for a signed-in person. Until then
 * everyone is a visitor and sees 'Log In'.
 */
export function AccountButton() {
  return (
    <Link to={paths.auth()} className={buttonVariants({ size: 'sm' })}>
      <LogInIcon className="size-4" />
      Log In
    </Link>
  );
}
