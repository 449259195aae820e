import { Button } from '../../../components/ui/button';
import { ResendConfirmation } from './resend-confirmation';

export type SentEmail = {
  email: string;
  /** Which link the e-mail carries. */
  kind: 'confirmation' | 'password-reset';
};

type CheckEmailProps = SentEmail & {
  /** Where a confirmation link lands, as the sign-up asked; a resent link lands there too. */
  redirect?: string | undefined;
  onSignIn: () => void;
};

/** After sign-up or a reset request: the next step is in the e-mail. */
export function CheckEmail({ email, kind, redirect, onSignIn }: CheckEmailProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="leading-relaxed">
        {kind === 'confirmation' ? (
          <>
            We sent a confirmation link to <strong className="font-semibold break-words">{email}</strong>. Open it to
            confirm your address and finish creating your account.
          </>
        ) : (
          <>
            If there is an account for <strong className="font-semibold break-words">{email}</strong>, we sent it a link
            to choose a new password. The link works only for a short time, so use it soon.
          </>
        )}
      </p>
      <p className="text-sm leading-relaxed text-muted-foreground">
        Nothing after a few minutes? Look in your spam or junk folder, and check that the address is spelled right.
      </p>
      {kind === 'confirmation' ? <ResendConfirmation email={email} redirect={redirect} /> : null}
      <Button variant="outline" className="w-full" onClick={onSignIn}>
        Back to sign in
      </Button>
    </div>
  );
}
