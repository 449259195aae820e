import { Button } from '../../../components/ui/button';

type ResetLinkInvalidProps = { onRequestNewLink: () => void; onSignIn: () => void };

/** /auth?mode=reset with an expired, used or cut-short link. */
export function ResetLinkInvalid({ onRequestNewLink, onSignIn }: ResetLinkInvalidProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="leading-relaxed">
        This password reset link has expired or was already used: each link works once, for a short time. Ask for a new
        link and use the newest email we send you.
      </p>
      <div className="flex flex-col gap-3">
        <Button className="w-full" onClick={onRequestNewLink}>
          Send a new link
        </Button>
        <Button variant="outline" className="w-full" onClick={onSignIn}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
