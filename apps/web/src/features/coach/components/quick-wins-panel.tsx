import { Check, LoaderCircle, Plus, Zap } from 'lucide-react';
import { formatMinutes } from '@tidy/domain/time';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { actionToast } from '../../../lib/action-toast';
import { useAddSuggestions } from '../api/add-suggestions';
import { useQuickWins } from '../api/get-quick-wins';
import type { Suggestion } from '../suggestion';

/** The Quick Wins panel (spec 02 §2, §9): a few 2–5 minute ideas worth 6–12 points, each one tap to add. */
export function QuickWinsPanel({ spaceId, date }: { spaceId: string; date: string }) {
  const quickWins = useQuickWins();
  const addSuggestions = useAddSuggestions();
  // Which ideas of the current answer are on today's list already, and which one is on its way.
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState<number | null>(null);

  function fetchIdeas() {
    if (quickWins.isPending) return;
    const outcome = actionToast(`quick-wins:${spaceId}`);
    quickWins.mutate(
      { spaceId, date },
      {
        onSuccess: () => {
          outcome.succeeded();
          setAdded(new Set());
        },
        onError: () => outcome.failed('Error', { description: 'Failed to generate tasks' }),
      },
    );
  }

  function add(idea: Suggestion, index: number) {
    if (addSuggestions.isPending) return;
    setAdding(index);
    const outcome = actionToast(`add-suggestions:${spaceId}`);
    addSuggestions.mutate(
      { spaceId, date, suggestions: [idea] },
      {
        onSuccess: () => {
          setAdded((current) => new Set(current).add(index));
          outcome.succeeded('Task added', { description: `"${idea.title}" is on today's list.` });
        },
        onError: () => outcome.failed('Error', { description: 'Failed to add task. Please try again.' }),
        onSettled: () => setAdding(null),
      },
    );
  }

  const ideas = quickWins.data;

  return (
    <section
      aria-labelledby="quick-wins-heading"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="quick-wins-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            <Zap aria-hidden="true" className="size-5 text-primary" />
            Quick Wins
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Tiny tasks of 2 to 5 minutes for a fast boost.</p>
        </div>
        <Button variant="secondary" size="sm" aria-disabled={quickWins.isPending || undefined} onClick={fetchIdeas}>
          <Zap aria-hidden="true" />
          Get AI Task Ideas
        </Button>
      </div>

      <div role="status">
        {quickWins.isPending ? (
          <p className="mt-4 flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            Finding quick wins...
          </p>
        ) : ideas && ideas.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            No new ideas right now: today's list has them all. Try again later.
          </p>
        ) : null}
      </div>

      {ideas && ideas.length > 0 && !quickWins.isPending ? (
        <ul aria-label="Quick win ideas" className="mt-4 flex flex-col gap-2">
          {ideas.map((idea, index) => {
            const isAdded = added.has(index);
            return (
              <li
                key={`${index}-${idea.title}`}
                className="flex items-center gap-3 rounded-xl border border-border bg-background/60 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="leading-snug font-medium break-words">{idea.title}</p>
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    {formatMinutes(idea.estimated_time)} · {idea.points} points
                  </p>
                </div>
                <Button
                  variant={isAdded ? 'ghost' : 'outline'}
                  size="sm"
                  aria-label={isAdded ? `Added ${idea.title}` : `Add ${idea.title}`}
                  disabled={isAdded}
                  aria-disabled={(adding !== null && !isAdded) || undefined}
                  onClick={() => add(idea, index)}
                >
                  {isAdded ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                  {isAdded ? 'Added' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
