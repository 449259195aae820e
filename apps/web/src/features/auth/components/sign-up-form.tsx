import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useSignUpWithEmail } from '../api/sign-up-with-email';
import { emailProblem, noProblems, problemsFrom, type FormProblems } from '../form-problems';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { TextButton } from './text-button';

type Field = 'full_name' | 'email' | 'password';
const FIELDS: readonly Field[] = ['full_name', 'email', 'password'];

type SignUpFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Where the confirmation link lands, e.g. back at an invitation; else the server's /redirect?confirmed=1. */
  redirect: string | undefined;
  busy: boolean;
  /** The confirmation e-mail is on its way to this address. */
  onSent: (email: string) => void;
  onSignIn: () => void;
};

/** Full name, e-mail and password (spec 01 §1: the name is kept as full_name); then 'Check your email'. */
export function SignUpForm({ email, onEmailChange, redirect, busy, onSent, onSignIn }: SignUpFormProps) {
  const signUp = useSignUpWithEmail();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems<Field>>(noProblems);
  const working = busy || signUp.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields: FormProblems<Field>['fields'] = {};
    if (!fullName.trim()) fields.full_name = ['Enter your full name.'];
    const badEmail = emailProblem(email);
    if (badEmail) fields.email = [badEmail];
    if (!password) fields.password = ['Choose a password.'];
    setProblems({ fields, message: null });
    if (Object.keys(fields).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    const address = email.trim();
    signUp.mutate(
      { full_name: fullName.trim(), email: address, password, redirect },
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
      <TextField
        label="Full name"
        name="full_name"
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        errors={problems.fields.full_name}
        readOnly={working}
      />
      <EmailField value={email} onChange={onEmailChange} errors={problems.fields.email} readOnly={working} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint="At least 8 characters. A few unrelated words make a strong password that is easy to remember."
        errors={problems.fields.password}
        errorLead={
          problems.fields.password && problems.fields.password.length > 1 ? 'Choose a stronger password:' : undefined
        }
        readOnly={working}
      />
      <FormAlert message={problems.message} />
      <Button type="submit" className="w-full" disabled={working}>
        {signUp.isPending ? 'Signing Up...' : 'Sign Up'}
      </Button>
      <p className="text-center text-muted-foreground">
        Already have an account?{' '}
        <TextButton onClick={onSignIn} disabled={working}>
          Back to sign in
        </TextButton>
      </p>
    </form>
  );
}
