import { CalendarRange } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SUMMARY_WEEKDAYS } from '@tidy/domain/weekly-summary';
import { paths } from '../../../app/paths';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { actionToast } from '../../../lib/action-toast';
import type { NotificationSettings, WeeklySummarySettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const DAY_OPTIONS = [
  { value: 'off', label: 'Off' },
  ...SUMMARY_WEEKDAYS.map((name, day) => ({ value: String(day), label: name })),
];

/**
 * The "Weekly summary" group of the notification settings: on which day it comes (from 08:00 on the person's
 * clock), and whether by e-mail, as a notification, or both. Each change is saved at once.
 */
export function WeeklySummarySettingsGroup({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const summary = settings.weekly_summary;
  const off = summary.day === null;

  function change(field: keyof WeeklySummarySettings, value: number | boolean | null, what: string) {
    const outcome = actionToast(`save-weekly-summary:${field}`);
    update.mutate(
      { weekly_summary: { [field]: value } },
      {
        onSuccess: () => outcome.succeeded(),
        onError: (error) =>
          outcome.failed(`Could not save “${what}”`, {
            description: error instanceof Error ? error.message : undefined,
          }),
      },
    );
  }

  const noDevice = settings.push.subscriptions === 0;
  return (
    <section aria-labelledby="weekly-summary-heading" className="mt-8">
      <h3 id="weekly-summary-heading" className="text-lg font-semibold tracking-tight">
        Weekly summary
      </h3>
      <p className="mt-1 mb-4 text-sm leading-relaxed text-muted-foreground">
        A look back at the week in your spaces: chores done, points earned and spent, and what is overdue. It comes on
        the day you choose, from 8:00 on your clock ({settings.time_zone}).
      </p>
      <SelectField
        label="Day"
        value={off ? 'off' : String(summary.day)}
        options={DAY_OPTIONS}
        onValueChange={(value) => change('day', value === 'off' ? null : Number(value), 'Weekly summary day')}
        hint={off ? 'Off: no weekly summary. Choose a day to get one.' : undefined}
        className="max-w-xs"
      />
      <ul className="mt-4 divide-y divide-border">
        <SummarySwitch
          label="By e-mail"
          hint="To the address you sign in with."
          on={summary.email}
          onChange={(on) => change('email', on, 'By e-mail')}
        />
        <SummarySwitch
          label="As a notification"
          hint={
            noDevice
              ? 'Turn notifications on for this device above to get it here.'
              : 'On every device where notifications are on.'
          }
          on={summary.push}
          onChange={(on) => change('push', on, 'As a notification')}
        />
      </ul>
      <Link
        to={paths.summary()}
        className="mt-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold underline underline-offset-2"
      >
        <CalendarRange aria-hidden="true" className="size-4" />
        See this week’s summary
      </Link>
    </section>
  );
}

function SummarySwitch({
  label,
  hint,
  on,
  onChange,
}: {
  label: string;
  hint: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={on} onCheckedChange={onChange} />
    </li>
  );
}
