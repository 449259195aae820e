import { useIsMutating } from '@tanstack/react-query';
import { Hourglass, KeyRound, MailCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { BrandMark } from '../../../components/brand-mark';
import { PageLoading } from '../../../components/page-loading';
import { useAuth } from '../../../lib/auth';
import { useProviders } from '../api/get-providers';
import { authKeys } from '../api/query-keys';
import { AuthCard, IconBadge } from '../components/auth-card';
import { CheckEmail, type SentEmail } from '../components/check-email';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { GoogleSignIn } from '../components/google-sign-in';
import { ResetLinkInvalid } from '../components/reset-link-invalid';
import { ResetPasswordForm } from '../components/reset-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { TermsNote } from '../components/terms-note';
import { safeRedirectPath } from '../redirect-target';
import { signInErrorText } from '../sign-in-errors';

/** The forms of /auth, chosen by ?mode= so that Back in the browser steps between them. */
type Mode = 'sign-in' | 'sign-up' | 'forgot' | 'reset';

function modeFrom(value: string | null): Mode {
  return value === 'sign-up' || value === 'forgot' || value === 'reset' ? value : 'sign-in';
}

/** Query parameters that survive switching forms: who was invited, and where to go afterwards. */
const KEPT_PARAMS = ['email', 'redirect'] as const;

/**
 * /auth (spec 01 §2): sign in with Google, a password or an e-mailed link; create an account; reset a
 * password. Accepts ?email= (an invited address) and ?redirect= (a path on this site to go to after).
 */
export function SignInPage() {
  const { loading, user, refresh } = useAuth();
  const providers = useProviders();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = modeFrom(searchParams.get('mode'));
  const invitedEmail = searchParams.get('email')?.trim() ?? '';
  const redirect = safeRedirectPath(searchParams.get('redirect'));
  const resetToken = searchParams.get('token');
  const errorCode = searchParams.get('error');
  const errorDescription = searchParams.get('error_description');

  const [email, setEmail] = useState(invitedEmail);
  const [sent, setSent] = useState<SentEmail | null>(null);
  const [rejectedToken, setRejectedToken] = useState<string | null>(null);
  const [focusTitle, setFocusTitle] = useState(false);
  const busy = useIsMutating({ mutationKey: authKeys.mutations }) > 0;

  // A failed Google sign-in or an expired sign-in link comes back here as ?error=…
  useEffect(() => {
    if (!errorCode || mode === 'reset') return;
    // The id keeps React's development double run (and a quick reload) from stacking two toasts.
    toast.error('Sign in failed', { id: 'sign-in-error', description: signInErrorText(errorCode, errorDescription) });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('error_description');
        return next;
      },
      { replace: true },
    );
  }, [errorCode, errorDescription, mode, setSearchParams]);

  function switchTo(next: Mode) {
    const query = new URLSearchParams();
    for (const key of KEPT_PARAMS) {
      const value = searchParams.get(key);
      if (value) query.set(key, value);
    }
    if (next !== 'sign-in') query.set('mode', next);
    setSearchParams(query);
    setSent(null);
    setFocusTitle(true);
  }

  function showSent(email: string, kind: SentEmail['kind']) {
    setSent({ email, kind });
    setFocusTitle(true);
  }

  async function finishReset() {
    // Changing the password ended every session, this browser's too: look again before moving on.
    await refresh().catch(() => undefined);
    switchTo('sign-in');
  }

  // The forms show at once (the prerendered page is this very render); Google's button joins them once the server
  // said it offers Google, which only a server set up for it does.
  if (loading) return <PageLoading />;
  // Signed in already, or just now: on to where the person was going. A reset link is the exception,
  // because someone signed in may still want to change their password.
  if (user && mode !== 'reset') return <Navigate to={redirect ?? paths.home()} replace />;

  const invited = invitedEmail !== '';
  const google = providers.data?.google === true && !sent;
  let card: { title: string; subtitle?: ReactNode; icon?: ReactNode; body: ReactNode; terms?: boolean };

  if (sent) {
    card = {
      title: 'Check your email',
      icon: (
        <IconBadge>
          <MailCheck aria-hidden="true" />
        </IconBadge>
      ),
      body: <CheckEmail {...sent} redirect={redirect} onSignIn={() => switchTo('sign-in')} />,
    };
  } else if (mode === 'reset' && (!resetToken || errorCode || rejectedToken === resetToken)) {
    card = {
      title: 'This link has expired',
      icon: (
        <IconBadge>
          <Hourglass aria-hidden="true" />
        </IconBadge>
      ),
      body: <ResetLinkInvalid onRequestNewLink={() => switchTo('forgot')} onSignIn={() => switchTo('sign-in')} />,
    };
  } else if (mode === 'reset' && resetToken) {
    card = {
      title: 'Choose a new password',
      subtitle: 'Saving it signs you out everywhere; then sign in again with the new password.',
      icon: (
        <IconBadge>
          <KeyRound aria-hidden="true" />
        </IconBadge>
      ),
      body: (
        <ResetPasswordForm
          token={resetToken}
          onDone={() => void finishReset()}
          onInvalidToken={() => {
            setRejectedToken(resetToken);
            setFocusTitle(true);
          }}
        />
      ),
    };
  } else if (mode === 'forgot') {
    card = {
      title: 'Reset your password',
      subtitle: "Enter the email address of your account and we'll send you a link to choose a new password.",
      icon: (
        <IconBadge>
          <KeyRound aria-hidden="true" />
        </IconBadge>
      ),
      body: (
        <ForgotPasswordForm
          email={email}
          onEmailChange={setEmail}
          onSent={(address) => showSent(address, 'password-reset')}
          onSignIn={() => switchTo('sign-in')}
        />
      ),
    };
  } else if (mode === 'sign-up') {
    card = {
      title: 'Create your account',
      subtitle: invited
        ? 'Create an account to accept your invitation and join your family on Tidy Steps.'
        : 'Start organizing your home, one small step at a time.',
      terms: true,
      body: (
        <>
          {google ? <GoogleSignIn redirect={redirect} disabled={busy} /> : null}
          <SignUpForm
            email={email}
            onEmailChange={setEmail}
            redirect={redirect}
            busy={busy}
            onSent={(address) => showSent(address, 'confirmation')}
            onSignIn={() => switchTo('sign-in')}
          />
        </>
      ),
    };
  } else {
    card = {
      title: 'Welcome',
      subtitle: invited
        ? 'Sign in to accept your invitation and join your family on Tidy Steps.'
        : 'Sign in to your account to continue.',
      icon: <BrandMark className="size-12" />,
      terms: true,
      body: (
        <>
          {google ? <GoogleSignIn redirect={redirect} disabled={busy} /> : null}
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            redirect={redirect}
            busy={busy}
            onForgotPassword={() => switchTo('forgot')}
            onCreateAccount={() => switchTo('sign-up')}
          />
        </>
      ),
    };
  }

  return (
    <AuthCard
      // A new card for each screen, so its title takes the focus and the forms start clean.
      key={`${mode}-${sent ? 'sent' : 'form'}-${card.title}`}
      title={card.title}
      subtitle={card.subtitle}
      icon={card.icon}
      focusTitle={focusTitle}
      footer={card.terms ? <TermsNote /> : undefined}
    >
      {card.body}
    </AuthCard>
  );
}
