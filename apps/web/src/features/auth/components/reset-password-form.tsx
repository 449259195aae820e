import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-fetch';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useResetPassword } from '../api/reset-password';
import { noProblems, problemsFrom, type FormProblems } from '../form-problems';
import { FormAlert } from './form-alert';

type Field = 'password';
const FIELDS: readonly Field[] = ['password'];

type ResetPasswordFormProps = {
  /** From the e-mailed link: /auth?mode=reset&token=… */
  token: string;
  /** The password is changed (and every session ended): on to signing in. */
  onDone: () => void;
  /** The server refused the link: expired or used already. */
  onInvalidToken: () => void;
};

export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems<Field>>(noProblems);
  const working = reset.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!password) {
      setProblems({ fields: { password: ['Choose a new password.'] }, message: null });
      focusFirstInvalid(form);
      return;
    }
    setProblems(noProblems);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success('Password changed', { description: 'You can now sign in with your new password.' });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_token') {
            onInvalidToken();
            return;
          }
          setProblems(problemsFrom(error, FIELDS));
          focusFirstInvalid(form);
        },
      },
    );
  }

  const reasons = problems.fields.password;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint="At least 8 characters. A few unrelated words make a strong password that is easy to remember."
        errors={reasons}
        errorLead={reasons && reasons.length > 1 ? 'Choose a stronger password:' : undefined}
        readOnly={working}
      />
      <FormAlert message={problems.message} />
      <Button type="submit" className="w-full" disabled={working}>
        {working ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
