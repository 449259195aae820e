import { CalendarClock, CircleAlert } from 'lucide-react';
import type { CurrentTurn } from '../api/get-chores';
import { dueDayLabel } from '../chore-view';

/** When the turn is due; "Overdue" in words and with an icon, never by colour alone. */
export function DueLine({ current, today }: { current: CurrentTurn | null; today: string }) {
  if (current === null) return <p className="text-sm text-muted-foreground">Finished: nothing left to do.</p>;
  const when = dueDayLabel(current.due_on, current.due_time, today);
  if (current.overdue) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-destructive/10 px-2.5 py-0.5 text-sm font-semibold text-destructive">
        <CircleAlert aria-hidden="true" className="size-4" />
        Overdue: was due {when}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
      <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
      Due {when}
    </p>
  );
}
