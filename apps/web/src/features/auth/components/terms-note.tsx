import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** Spec 01 §2: the sign-in card carries a note about the terms and the privacy notice. */
export function TermsNote() {
  const linkClass = 'font-medium text-foreground underline underline-offset-2 hover:text-primary';
  return (
    <p className="text-center text-sm leading-relaxed text-muted-foreground">
      By continuing, you agree to the{' '}
      <Link to={paths.terms()} className={linkClass}>
        Terms of Use
      </Link>{' '}
      and confirm you have read the{' '}
      <Link to={paths.privacy()} className={linkClass}>
        Privacy Notice
      </Link>
      .
    </p>
  );
}
