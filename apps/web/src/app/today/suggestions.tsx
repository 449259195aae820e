import { formatMinutes } from '@tidy/domain/time';
import { Plus, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { useAddDailyTasks } from '../../features/tasks/api/add-daily-tasks';
import type { TodaySuggestion } from './get-today';

/** For an empty day: a few small tasks of the household's plans, added to today's list with one tap. */
export function Suggestions({ date, suggestions }: { date: string; suggestions: TodaySuggestion[] }) {
  const add = useAddDailyTasks();
  return (
    <section aria-labelledby="suggestions-heading" className="flex flex-col gap-3">
      <h2 id="suggestions-heading" className="inline-flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-primary" />
        A few small things from your spaces
      </h2>
      <ul aria-label="Suggested tasks" className="flex flex-col gap-3">
        {suggestions.map((suggestion) => (
          <li key={suggestion.id} className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-surface p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{suggestion.space.name}</p>
              <p className="mt-0.5 font-semibold break-words">{suggestion.title}</p>
              <p className="mt-1 flex gap-3 text-sm text-muted-foreground">
                <span>{formatMinutes(suggestion.estimated_time)}</span>
                <span>{suggestion.points} points</span>
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={add.isPending}
              aria-label={`Add ${suggestion.title} to today`}
              onClick={() =>
                add.mutate(
                  {
                    spaceId: suggestion.space.id,
                    date,
                    tasks: [
                      {
                        title: suggestion.title,
                        description: suggestion.description || undefined,
                        estimated_time: suggestion.estimated_time,
                        points: suggestion.points,
                        space_task_id: suggestion.id,
                      },
                    ],
                    origin: 'coach',
                  },
                  {
                    onSuccess: () => toast.success(`Added “${suggestion.title}” to today`),
                    onError: () => toast.error('Could not add the task. Please try again.'),
                  },
                )
              }
            >
              <Plus aria-hidden="true" />
              Add to today
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
