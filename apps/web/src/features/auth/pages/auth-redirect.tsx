import { Hourglass, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BrandMark } from '../../../components/brand-mark';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { AuthCard, IconBadge } from '../components/auth-card';

/** Spec 01 §9: after an e-mail confirmation the app moves on by itself after 3 seconds. */
const CONFIRMED_REDIRECT_SECONDS = 3;

/**
 * /redirect (spec 01 §2): where the confirmation link (?confirmed=1) and other sign-in links land.
 * The server has already signed the person in; this page only says so and moves on.
 */
export function AuthRedirectPage() {
  const { loading, user } = useAuth();
  const [searchParams] = useSearchParams();
  const confirmed = searchParams.get('confirmed') === '1';
  const failed = searchParams.has('error');

  if (loading) return <PageLoading label="Signing you in..." />;
  if (user && confirmed) return <EmailConfirmed />;
  if (user) return <Navigate to={paths.home()} replace />;
  if (failed) return <LinkExpired />;
  return <SignedOut />;
}

function EmailConfirmed() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(CONFIRMED_REDIRECT_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) void navigate(paths.home(), { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <AuthCard
      title="Email Confirmed!"
      subtitle="Your email address is confirmed and you are signed in. Welcome to Tidy Steps."
      icon={
        <IconBadge>
          <MailCheck aria-hidden="true" />
        </IconBadge>
      }
    >
      <div className="flex flex-col gap-4">
        <Button asChild className="w-full">
          <Link to={paths.home()} replace>
            Go to Dashboard Now
          </Link>
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Taking you there in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}...
        </p>
      </div>
    </AuthCard>
  );
}

function LinkExpired() {
  return (
    <AuthCard
      title="This link has expired"
      subtitle="The link you followed has expired or was already used."
      icon={
        <IconBadge>
          <Hourglass aria-hidden="true" />
        </IconBadge>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="leading-relaxed">
          Log in to carry on. If your email address is not confirmed yet, signing in with your password sends you a new
          confirmation link.
        </p>
        <Button asChild className="w-full">
          <Link to={paths.auth()}>Log In</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function SignedOut() {
  return (
    <AuthCard
      title="Welcome"
      subtitle="Log in to organize your home, one small step at a time."
      icon={<BrandMark className="size-12" />}
    >
      <Button asChild className="w-full">
        <Link to={paths.auth()}>Log In</Link>
      </Button>
    </AuthCard>
  );
}
