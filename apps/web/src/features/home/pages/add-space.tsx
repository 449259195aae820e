import { STARTER_TASKS_PER_SPACE, type Preferences } from '@tidy/domain/constants';
import { CircleAlert } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useCreateHome, type NewSpace } from '../api/create-home';
import { usePreferences } from '../api/get-preferences';
import { useSpaces, type Space } from '../api/get-spaces';
import { AddSpaceForm } from '../components/add-space-form';
import { ExistingSpaces } from '../components/existing-spaces';
import { spacesNotCreated } from '../spaces-not-created';

/**
 * /spaces/new: a space added after onboarding. One space, no lifestyle questions (the saved preferences plan
 * its starter tasks), the home's rooms shown as its own, and it ends inside the new space. Someone without
 * a home yet is sent to onboarding, which sets one up.
 */
export function AddSpacePage() {
  const spaces = useSpaces();
  const preferences = usePreferences();

  if (spaces.isPending || preferences.isPending) return <PageLoading label="Loading your spaces..." />;
  if (spaces.isError || preferences.isError) {
    const retry = () => void Promise.all([spaces.refetch(), preferences.refetch()]);
    const retrying = spaces.isFetching || preferences.isFetching;
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <div role="alert">
          <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
          <h1 className="mt-3 text-2xl font-semibold">We couldn't load your home</h1>
          <p className="mt-2 text-muted-foreground">{(spaces.error ?? preferences.error)?.message}</p>
        </div>
        <Button variant="outline" className="mt-6" disabled={retrying} onClick={retry}>
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      </section>
    );
  }
  if (spaces.data.length === 0) return <Navigate to={paths.onboarding()} replace />;
  return <AddSpaceScreen existing={spaces.data} preferences={preferences.data.preferences} />;
}

function AddSpaceScreen({ existing, preferences }: { existing: Space[]; preferences: Preferences }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const createHome = useCreateHome();

  function create(space: NewSpace) {
    // The saved preferences go along unchanged: POST /api/home saves what it is sent.
    createHome.mutate(
      { spaces: [space], preferences },
      {
        onSuccess: ([created]) => {
          if (!created) return;
          toast.success(`${created.name} added`, {
            description: `${STARTER_TASKS_PER_SPACE} starter tasks are ready for you.`,
          });
          void navigate(paths.space(created.id));
        },
        onError: (error) =>
          spacesNotCreated(error, refresh, {
            doing: 'add your space',
            fallback: 'Failed to add your space. Please try again.',
          }),
      },
    );
  }

  return (
    <section aria-labelledby="add-space-title" className="mx-auto w-full max-w-4xl px-4 py-8 md:px-8 md:py-12">
      <div className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7 md:p-10">
        <h1 id="add-space-title" className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
          Add a space
        </h1>
        <p className="mt-2 leading-relaxed text-muted-foreground md:text-lg">
          Choose one space. It comes with {STARTER_TASKS_PER_SPACE} small starter tasks, planned with{' '}
          <Link
            to={paths.settings()}
            className="rounded-sm font-medium text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            your preferences
          </Link>
          .
        </p>
        <div className="mt-8">
          <ExistingSpaces spaces={existing} />
        </div>
        <AddSpaceForm existing={existing} creating={createHome.isPending} onCreate={create} />
      </div>
    </section>
  );
}
