import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useSendMagicLink } from '../api/send-magic-link';
import { useSignInWithEmail } from '../api/sign-in-with-email';
import { emailProblem, noProblems, problemsFrom, type FormProblems } from '../form-problems';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { TextButton } from './text-button';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

type SignInFormProps = {
  /** Shared with the other forms, so switching to 'Forgot password?' keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
  redirect: string | undefined;
  /** Another account request is on its way (Google): wait for it. */
  busy: boolean;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
};

/**
 * E-mail and password, or a one-time link by e-mail. Once signed in, the page sees the session and
 * takes the person on; this form only has to make the auth context look again.
 */
export function SignInForm({
  email,
  onEmailChange,
  redirect,
  busy,
  onForgotPassword,
  onCreateAccount,
}: SignInFormProps) {
  const { refresh } = useAuth();
  const signIn = useSignInWithEmail();
  const magicLink = useSendMagicLink();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems<Field>>(noProblems);
  // From a successful sign-in until the page moves on, the form stays disabled.
  const [finishing, setFinishing] = useState(false);
  const working = busy || signIn.isPending || magicLink.isPending || finishing;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: FormProblems<Field>['fields'] = {};
    const badEmail = emailProblem(email);
    if (badEmail) fields.email = [badEmail];
    if (!password) fields.password = ['Enter your password.'];
    setProblems({ fields, message: null });
    if (fields.email || fields.password) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async () => {
          setFinishing(true);
          try {
            await refresh();
          } catch (error) {
            setFinishing(false);
            setProblems(problemsFrom(error, FIELDS));
          }
        },
        onError: (error) => setProblems(problemsFrom(error, FIELDS)),
      },
    );
  }

  function emailMeALink(form: HTMLFormElement | null) {
    // Problems with the address show under the field, where the cursor goes, as for the password form.
    const badEmail = emailProblem(email);
    if (badEmail) {
      setProblems({ fields: { email: [badEmail] }, message: null });
      if (form) focusFirstInvalid(form);
      return;
    }
    const address = email.trim();
    setProblems(noProblems);
    magicLink.mutate(
      { email: address, redirect },
      {
        onSuccess: () => {
          toast.success('Magic link sent!', { description: `Check your email at ${address} for the login link.` });
        },
        onError: (error) => {
          setProblems(problemsFrom(error, FIELDS));
          if (form) focusFirstInvalid(form);
        },
      },
    );
  }

  return (
    // POST, should the form be sent before the page's script has taken it over (it is prerendered, decision 023):
    // a password must never end up in an address.
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={email} onChange={onEmailChange} errors={problems.fields.email} readOnly={working} />
      <div>
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={problems.fields.password}
          readOnly={working}
        />
        <div className="mt-2 flex justify-end">
          <TextButton className="text-sm" onClick={onForgotPassword} disabled={working}>
            Forgot password?
          </TextButton>
        </div>
      </div>
      <FormAlert message={problems.message} />
      <div className="flex flex-col gap-3">
        <Button type="submit" className="w-full" disabled={working}>
          {signIn.isPending || finishing ? 'Signing In...' : 'Sign In'}
        </Button>
        <Button
          variant="outline"
          className="w-full"
          disabled={working}
          onClick={(event) => emailMeALink(event.currentTarget.form)}
        >
          {magicLink.isPending ? 'Sending link...' : 'Email me a sign-in link'}
        </Button>
      </div>
      <p className="text-center text-muted-foreground">
        New to Tidy Steps?{' '}
        <TextButton onClick={onCreateAccount} disabled={working}>
          Create an account
        </TextButton>
      </p>
    </form>
  );
}
