import { NOTIFICATION_KINDS, type NotificationKind } from '@tidy/domain/notifications';
import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';
import { actionToast } from '../../../lib/action-toast';
import type { NotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { reminderTimeLabel } from '../reminder-time';

type KindText = { label: string; hint: string };

function kindTexts(settings: NotificationSettings): Record<NotificationKind, KindText> {
  return {
    review_result: {
      label: 'Task approved or sent back',
      hint: 'When someone checks a task you finished.',
    },
    submitted_for_approval: {
      label: 'Task waiting for your approval',
      hint: 'When someone in your space finishes a task for you to check.',
    },
    assigned: {
      label: 'Task assigned to you',
      hint: 'When someone gives you a task to do.',
    },
    daily_reminder: {
      label: `Daily reminder (${reminderTimeLabel(settings.preferred_task_time, settings.reminder_hour)})`,
      hint: 'A nudge to do your tasks for the day. It follows your preferred time for tasks above.',
    },
    chore_reminders: {
      label: 'Chore reminders',
      hint: 'When it is your turn for a chore at its due time, and when an organizer nudges you about a late one.',
    },
  };
}

/** One switch per kind; each change is saved at once and counts for every device of the person. */
export function NotificationKindSwitches({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const texts = kindTexts(settings);

  function change(kind: NotificationKind, on: boolean) {
    const outcome = actionToast(`save-notification-kind:${kind}`);
    update.mutate(
      { kinds: { [kind]: on } },
      {
        onSuccess: () => outcome.succeeded(),
        onError: (error) =>
          outcome.failed(`Could not save “${texts[kind].label}”`, {
            description: error instanceof Error ? error.message : undefined,
          }),
      },
    );
  }

  return (
    <ul className="divide-y divide-border">
      {NOTIFICATION_KINDS.map((kind) => (
        <KindRow key={kind} text={texts[kind]} on={settings.kinds[kind]} onChange={(on) => change(kind, on)} />
      ))}
    </ul>
  );
}

function KindRow({ text, on, onChange }: { text: KindText; on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        {/* A label makes the whole text a tap target for the switch. */}
        <label htmlFor={id} className="block cursor-pointer font-semibold break-words">
          {text.label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm leading-relaxed text-muted-foreground">
          {text.hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={on} onCheckedChange={onChange} />
    </li>
  );
}
