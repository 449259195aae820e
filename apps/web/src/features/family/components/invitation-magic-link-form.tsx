import { couldBeInvitedAddress, emailProblem } from '@tidy/domain/email-address';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSendMagicLink } from '../../auth/api/send-magic-link';
import { inviteErrorText } from '../invite-form';

type InvitationMagicLinkFormProps = {
  /** The invited address half hidden ('s***@example.com'); null for a link invite, which anyone may use. */
  invitedEmailHint: string | null;
  /** Where the link lands once signed in: back at this invitation. */
  redirect: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
};

/** Said when the typed address is not the one the invitation was sent to. */
function mismatchText(hint: string): string {
  return `This invitation was sent to ${hint}. Enter that address to join.`;
}

/**
 * The magic-link form of the invitation screen. Problems show under the field, where the cursor goes:
 * an empty or malformed address, an address that is not the invited one (checked against the hint as
 * soon as the person leaves the field), and the server's refusal (too many links).
 */
export function InvitationMagicLinkForm({
  invitedEmailHint,
  redirect,
  email,
  onEmailChange,
  onSent,
}: InvitationMagicLinkFormProps) {
  const sendMagicLink = useSendMagicLink();
  const [problem, setProblem] = useState<string | null>(null);
  // A problem found on leaving the field is read out here; one found on sending is read with the field.
  const [announced, setAnnounced] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function problemWith(address: string): string | null {
    const shape = emailProblem(address);
    if (shape) return shape;
    if (invitedEmailHint && !couldBeInvitedAddress(invitedEmailHint, address)) return mismatchText(invitedEmailHint);
    return null;
  }

  function show(found: string) {
    setProblem(found);
    setAnnounced(null);
    requestAnimationFrame(() => emailRef.current?.focus());
  }

  function checkOnLeave() {
    // Only the warning that matters here; an empty or half-typed field is not a mistake yet.
    if (!invitedEmailHint || emailProblem(email)) return;
    const found = problemWith(email);
    setProblem(found);
    setAnnounced(found);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendMagicLink.isPending) return;
    const address = email.trim();
    const found = problemWith(address);
    if (found) {
      show(found);
      return;
    }
    setProblem(null);
    sendMagicLink.mutate(
      { email: address, redirect },
      {
        onSuccess: () => onSent(address),
        onError: (error) => show(inviteErrorText(error, 'We could not send the sign-in link. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={send} noValidate className="mt-6 flex flex-col gap-4">
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          // Fixing the address takes the problem away at once; a new one waits until the field is left.
          if (problem && !problemWith(event.target.value)) {
            setProblem(null);
            setAnnounced(null);
          }
        }}
        onBlur={checkOnLeave}
        errors={problem ? [problem] : undefined}
        hint={invitedEmailHint ? `This invitation was sent to ${invitedEmailHint}.` : undefined}
      />
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      <Button type="submit" className="w-full" aria-disabled={sendMagicLink.isPending || undefined}>
        {sendMagicLink.isPending ? 'Sending...' : 'Send Magic Link'}
      </Button>
    </form>
  );
}
