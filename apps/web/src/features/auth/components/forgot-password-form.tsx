import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { emailProblem, noProblems, problemsFrom, type FormProblems } from '../form-problems';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { TextButton } from './text-button';

type Field = 'email';
const FIELDS: readonly Field[] = ['email'];

type ForgotPasswordFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
  onSignIn: () => void;
};

/** Asks for a link to choose a new password. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ email, onEmailChange, onSent, onSignIn }: ForgotPasswordFormProps) {
  const requestReset = useRequestPasswordReset();
  const [problems, setProblems] = useState<FormProblems<Field>>(noProblems);
  const working = requestReset.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const badEmail = emailProblem(email);
    setProblems(badEmail ? { fields: { email: [badEmail] }, message: null } : noProblems);
    if (badEmail) {
      focusFirstInvalid(form);
      return;
    }
    const address = email.trim();
    requestReset.mutate(
      { email: address },
      {
        onSuccess: () => onSent(address),
        onError: (error) => {
          setProblems(problemsFrom(error, FIELDS));
          focusFirstInvalid(form);
        },
      },
    );
  }

  return (
    // POST, should the form be sent before the page's script has taken it over (it is prerendered, decision 023):
    // a password must never end up in an address.
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={email} onChange={onEmailChange} errors={problems.fields.email} readOnly={working} />
      <FormAlert message={problems.message} />
      <Button type="submit" className="w-full" disabled={working}>
        {working ? 'Sending link...' : 'Send reset link'}
      </Button>
      <p className="text-center">
        <TextButton onClick={onSignIn} disabled={working}>
          Back to sign in
        </TextButton>
      </p>
    </form>
  );
}
