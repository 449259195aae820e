import { CircleAlert } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { forgetSignOut, startSignOutAt } from '../../../app/sign-out-landing';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { useDeletionPreview } from '../api/get-deletion-preview';
import { ConfirmDeletion } from '../components/confirm-deletion';
import { WhatHappens } from '../components/what-happens';

/**
 * /settings/delete-account (Me → Account, issue 20): what deleting the account will do, then the confirmation
 * (the password, or the link e-mailed to an account without one, which lands here with ?token=). Once done,
 * the app is signed out on /goodbye.
 */
export function DeleteAccountPage() {
  const preview = useDeletionPreview();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const token = search.get('token');

  return (
    <section aria-labelledby="delete-account-heading" className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 id="delete-account-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
        Delete your account
      </h1>
      <p className="mt-2 text-lg text-muted-foreground">
        This deletes your Tidy Steps account and everything that is yours. It cannot be undone.
      </p>
      {preview.isPending ? (
        <PageLoading label="Loading what will be deleted..." />
      ) : preview.isError ? (
        <div role="alert" className="mt-8 rounded-3xl border border-border bg-surface p-6 text-center md:p-10">
          <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
          <h2 className="mt-3 text-xl font-semibold">We couldn't load what would be deleted</h2>
          <p className="mt-2 text-muted-foreground">{preview.error.message}</p>
          <Button
            variant="outline"
            className="mt-6"
            disabled={preview.isFetching}
            onClick={() => void preview.refetch()}
          >
            {preview.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        </div>
      ) : (
        <>
          <WhatHappens preview={preview.data} />
          <ConfirmDeletion
            preview={preview.data}
            token={token}
            // Signed out on purpose here: this page waits for the move to /goodbye instead of asking to sign in.
            onStart={() => startSignOutAt(pathname + query)}
            onFailed={forgetSignOut}
            onDeleted={() => void navigate(paths.goodbye(), { replace: true })}
          />
        </>
      )}
    </section>
  );
}
