import { ArrowRight, CircleAlert, LayoutGrid } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@tidy/domain/constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { buttonVariants } from '../../../components/ui/button-variants';
import { actionToast } from '../../../lib/action-toast';
import { notificationKeys } from '../../notifications/api/query-keys';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { PreferenceFields } from '../components/preference-fields';
import type { ChoosablePreference } from '../preference-options';

const SETTINGS_FIELDS: readonly ChoosablePreference[] = [
  'daily_time_available',
  'energy_level',
  'organization_experience',
  'task_frequency',
  'preferred_task_time',
];

/**
 * /settings: the lifestyle preferences from onboarding, to change at any time. `children` are the
 * sections of other features (notifications), put in by the app layer where features meet.
 */
export function SettingsPage({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="settings-heading" className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 id="settings-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
        Settings
      </h1>
      <p className="mt-2 text-lg text-muted-foreground">Make Tidy Steps fit the way you live.</p>
      <PreferencesSection />
      {children}
      <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between md:p-6">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
            <LayoutGrid aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="font-semibold">Your spaces</h2>
            <p className="text-sm leading-relaxed text-muted-foreground">Rename, describe or delete a space.</p>
          </div>
        </div>
        <Link to={paths.spaces()} className={buttonVariants({ variant: 'outline' })}>
          Go to My Spaces
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

function PreferencesSection() {
  const saved = usePreferences();
  const savePreferences = useSavePreferences();
  const queryClient = useQueryClient();
  // Only what the person changed since the last save; the rest is what the server holds.
  const [changed, setChanged] = useState<Partial<Preferences>>({});

  if (saved.isPending) {
    return (
      <div className="mt-8 rounded-3xl border border-border bg-surface">
        <PageLoading label="Loading your preferences..." />
      </div>
    );
  }
  if (saved.isError) {
    return (
      <div role="alert" className="mt-8 rounded-3xl border border-border bg-surface p-6 text-center md:p-10">
        <CircleAlert aria-hidden="true" className="mx-auto size-8 text-destructive" />
        <h2 className="mt-3 text-xl font-semibold">We couldn't load your preferences</h2>
        <p className="mt-2 text-muted-foreground">{saved.error.message}</p>
        <Button variant="outline" className="mt-6" disabled={saved.isFetching} onClick={() => void saved.refetch()}>
          {saved.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }

  const preferences: Preferences = { ...saved.data.preferences, ...changed };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (savePreferences.isPending) return;
    const outcome = actionToast('save-preferences');
    savePreferences.mutate(preferences, {
      onSuccess: () => {
        setChanged({});
        outcome.succeeded('Preferences saved');
        // The daily reminder's hour follows the preferred time for tasks.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.settings });
      },
      onError: (error) => outcome.failed('Failed to save preferences', { description: error.message }),
    });
  }

  return (
    <form
      onSubmit={save}
      aria-labelledby="preferences-heading"
      className="mt-8 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7 md:p-9"
    >
      <h2 id="preferences-heading" className="text-xl font-semibold tracking-tight">
        Preferences
      </h2>
      <p className="mt-1 mb-7 leading-relaxed text-muted-foreground">
        {saved.data.saved
          ? 'These shape the tasks we suggest for you.'
          : 'You have not saved any preferences yet, so we use these defaults. They shape the tasks we suggest.'}
      </p>
      <PreferenceFields
        fields={SETTINGS_FIELDS}
        value={preferences}
        onChange={(change) => setChanged((current) => ({ ...current, ...change }))}
      />
      <div className="mt-8 flex justify-end border-t border-border pt-6">
        {/* aria-disabled keeps the focus on the button while it saves. */}
        <Button type="submit" aria-disabled={savePreferences.isPending || undefined} className="w-full sm:w-auto">
          {savePreferences.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}
