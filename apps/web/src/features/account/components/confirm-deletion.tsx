import { Mail, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-fetch';
import { useDeleteAccount, type DeleteAccountInput } from '../api/delete-account';
import type { DeletionPreview } from '../api/get-deletion-preview';
import { useSendDeletionLink } from '../api/send-deletion-link';

type ConfirmDeletionProps = {
  preview: DeletionPreview;
  /** The token of the e-mailed link this page was opened with, if any. */
  token: string | null;
  /** The deletion is about to be sent: the page is left signed out, not sent to sign in. */
  onStart: () => void;
  /** It failed: the person is still signed in here. */
  onFailed: () => void;
  onDeleted: () => void;
};

const problemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** The last step: the password, or the link e-mailed to an account without one (issue 20). */
export function ConfirmDeletion({ preview, token, onStart, onFailed, onDeleted }: ConfirmDeletionProps) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const byPassword = preview.confirm_with === 'password';

  async function confirm(input: DeleteAccountInput) {
    if (remove.isPending) return;
    setProblem(null);
    onStart();
    try {
      // Awaited rather than a callback of mutate(): signed out, this page is replaced before the answer is read.
      await remove.mutateAsync(input);
    } catch (error) {
      onFailed();
      setProblem(problemOf(error));
      passwordRef.current?.focus();
      return;
    }
    onDeleted();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (byPassword) {
      if (!password) {
        setProblem('Enter your password.');
        passwordRef.current?.focus();
        return;
      }
      void confirm({ password });
    } else if (token) {
      void confirm({ token });
    }
  }

  const deleteButton = (
    // aria-disabled keeps the focus on the button while it works.
    <Button
      type="submit"
      variant="destructive"
      aria-disabled={remove.isPending || undefined}
      className="w-full sm:w-auto"
    >
      <Trash2 aria-hidden="true" />
      {remove.isPending ? 'Deleting...' : 'Delete my account'}
    </Button>
  );

  return (
    <section
      aria-labelledby="confirm-heading"
      className="mt-6 rounded-3xl border border-destructive/40 bg-surface p-5 sm:p-7"
    >
      <h2 id="confirm-heading" className="text-xl font-semibold tracking-tight">
        Confirm
      </h2>
      {byPassword ? (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
          <TextField
            ref={passwordRef}
            label="Your password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            errors={problem ? [problem] : []}
            announceErrors
            hint="Deleting your account cannot be undone."
          />
          <div className="flex justify-end border-t border-border pt-5">{deleteButton}</div>
        </form>
      ) : token ? (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <p className="leading-relaxed">
            You opened the link we e-mailed to <span className="font-semibold break-all">{preview.email}</span>.
            Deleting your account cannot be undone.
          </p>
          {problem ? <EmailProblem problem={problem} /> : null}
          <div className="flex justify-end border-t border-border pt-5">{deleteButton}</div>
        </form>
      ) : (
        <EmailLink email={preview.email} />
      )}
    </section>
  );
}

function EmailProblem({ problem }: { problem: string }) {
  return (
    <div role="alert" className="flex flex-col gap-3 text-sm font-medium text-destructive">
      <p>{problem}</p>
      <EmailLink compact />
    </div>
  );
}

/** An account without a password confirms with a link we e-mail; it works once, for 30 minutes. */
function EmailLink({ email, compact = false }: { email?: string; compact?: boolean }) {
  const send = useSendDeletionLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className={compact ? '' : 'mt-4 flex flex-col gap-4'}>
      {compact ? null : (
        <p className="leading-relaxed">
          Your account has no password, so we confirm by e-mail: we send a link to{' '}
          <span className="font-semibold break-all">{email}</span>. Open it in this browser within 30 minutes.
        </p>
      )}
      <div>
        <Button
          variant="outline"
          aria-disabled={send.isPending || undefined}
          onClick={() => {
            if (send.isPending) return;
            send.mutate(undefined, { onSuccess: () => setSentTo(email ?? 'your e-mail address') });
          }}
        >
          <Mail aria-hidden="true" />
          {send.isPending
            ? 'Sending...'
            : sentTo
              ? 'Send another link'
              : compact
                ? 'E-mail me a new link'
                : 'E-mail me a link'}
        </Button>
      </div>
      <p role="status" className="text-sm leading-relaxed text-muted-foreground">
        {sentTo ? `We sent the link to ${sentTo}. It works once, for 30 minutes.` : ''}
        {send.isError ? <span className="text-destructive">{problemOf(send.error)}</span> : null}
      </p>
    </div>
  );
}
