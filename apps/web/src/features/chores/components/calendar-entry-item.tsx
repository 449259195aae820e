import { cn } from '../../../lib/cn';
import type { CalendarEntry } from '../api/get-chore-calendar';
import { turnStateLabel } from '../chore-view';

/** Who, in a calendar line: whoever did it, else whose turn, else anyone. */
export function entryPerson(entry: CalendarEntry): string {
  return entry.done_by?.full_name ?? entry.turn?.full_name ?? 'Anyone';
}

/**
 * One turn on a calendar day: the chore and who. A projected (planned) turn is drawn lighter, with a dashed
 * edge, and says "planned" in words for those who cannot see the difference.
 */
export function CalendarEntryItem({ entry, compact = false }: { entry: CalendarEntry; compact?: boolean }) {
  const state = entry.state === 'todo' ? (entry.overdue ? 'Overdue' : null) : turnStateLabel(entry.state);
  return (
    <li
      className={cn(
        'rounded-lg border px-2.5 py-1.5 text-sm',
        entry.projected ? 'border-dashed border-border bg-transparent' : 'border-border bg-surface shadow-xs',
        entry.overdue && 'border-destructive/60',
      )}
    >
      <p className={cn('font-semibold break-words', entry.projected && 'font-medium text-muted-foreground')}>
        {entry.title}
        {entry.due_time ? <span className="font-normal text-muted-foreground"> · {entry.due_time}</span> : null}
      </p>
      <p className={cn('text-muted-foreground', compact && 'text-xs')}>
        {entryPerson(entry)}
        {entry.projected ? <span> · planned</span> : null}
        {state ? <span className={cn(entry.overdue && 'font-semibold text-destructive')}> · {state}</span> : null}
      </p>
    </li>
  );
}
