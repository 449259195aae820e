import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import { readableMessage } from '../form-problems';
import { FormAlert } from './form-alert';

type ResendConfirmationProps = { email: string; redirect: string | undefined };

/**
 * 'Resend' on 'Check your email': a new confirmation link to the same address. What it says is the same
 * whether or not the address has an account waiting; too many tries get the server's 'wait n minutes'.
 */
export function ResendConfirmation({ email, redirect }: ResendConfirmationProps) {
  const resend = useResendConfirmation();
  const [sentAgain, setSentAgain] = useState(0);

  function send() {
    if (resend.isPending) return;
    resend.mutate({ email, redirect }, { onSuccess: () => setSentAgain((count) => count + 1) });
  }

  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" className="w-full" aria-disabled={resend.isPending || undefined} onClick={send}>
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
      <div role="status" className="empty:hidden">
        {sentAgain > 0 && !resend.isError ? (
          <p className="flex gap-2.5 text-sm leading-relaxed text-muted-foreground">
            <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              We sent a new confirmation link to <strong className="font-semibold break-words">{email}</strong>.
            </span>
          </p>
        ) : null}
      </div>
      <FormAlert
        message={
          resend.isError ? readableMessage(resend.error, 'We could not send the e-mail. Please try again.') : null
        }
      />
    </div>
  );
}
