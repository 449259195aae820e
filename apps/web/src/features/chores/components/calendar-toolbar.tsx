import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import type { ChorePerson } from '../api/get-chores';
import type { CalendarView } from '../calendar-grid';

type CalendarToolbarProps = {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  onStep: (step: number) => void;
  onToday: () => void;
  member: string;
  members: readonly ChorePerson[];
  onMemberChange: (member: string) => void;
};

const VIEWS: readonly { value: CalendarView; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** Week or month, previous / today / next, and whose chores: everyone's or one member's. */
export function CalendarToolbar({
  view,
  onViewChange,
  onStep,
  onToday,
  member,
  members,
  onMemberChange,
}: CalendarToolbarProps) {
  const unit = view === 'week' ? 'week' : 'month';
  const memberOptions = [
    { value: '', label: 'Everyone' },
    ...members.map((m) => ({ value: m.user_id, label: m.full_name })),
  ];
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" className="inline-flex rounded-xl border border-border bg-muted p-1">
          {VIEWS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={view === option.value}
              onClick={() => onViewChange(option.value)}
              className={cn(
                'h-9 cursor-pointer rounded-lg px-4 text-sm font-semibold transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                view === option.value
                  ? 'bg-surface text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <div className="inline-flex items-center gap-1">
          <Button size="icon" variant="outline" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={onToday}>
            Today
          </Button>
          <Button size="icon" variant="outline" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <SelectField
        label="By member"
        className="w-full sm:w-56"
        options={memberOptions}
        value={member}
        onValueChange={onMemberChange}
      />
    </div>
  );
}
