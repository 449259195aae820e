import { ChevronDown } from 'lucide-react';
import { parseSteps } from '@tidy/domain/steps';
import { formatMinutes } from '@tidy/domain/time';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import type { Suggestion } from '../suggestion';

type SuggestionChecklistProps = {
  /** Names the list for screen readers, e.g. "Suggested tasks". */
  label: string;
  suggestions: readonly Suggestion[];
  picked: ReadonlySet<number>;
  onToggle: (index: number) => void;
  disabled?: boolean;
};

/** The coach's suggestions with a checkbox each: title, time, points, and the steps on request. */
export function SuggestionChecklist({ label, suggestions, picked, onToggle, disabled }: SuggestionChecklistProps) {
  const id = useId();
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {suggestions.map((suggestion, index) => {
        const checkboxId = `${id}-${index}`;
        const steps = parseSteps(suggestion.description);
        const isPicked = picked.has(index);
        return (
          <li
            key={`${index}-${suggestion.title}`}
            className={cn(
              'rounded-xl border p-3 transition-colors',
              isPicked ? 'border-primary/40 bg-primary-soft/40' : 'border-border bg-surface',
            )}
          >
            <div className="flex items-start gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                checked={isPicked}
                disabled={disabled}
                onChange={() => onToggle(index)}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary pointer-coarse:size-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
              />
              <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer">
                <span className="block leading-snug font-medium break-words">{suggestion.title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  {formatMinutes(suggestion.estimated_time)} · {suggestion.points}{' '}
                  {suggestion.points === 1 ? 'point' : 'points'}
                </span>
              </label>
            </div>
            {steps.length > 0 || suggestion.description.trim() ? (
              <details className="group mt-2 ml-8">
                <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline pointer-coarse:-my-2.5 pointer-coarse:py-2.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                  <span className="group-open:hidden">
                    {steps.length > 1 ? `Show ${steps.length} steps` : 'Show details'}
                  </span>
                  <span className="hidden group-open:inline">{steps.length > 1 ? 'Hide steps' : 'Hide details'}</span>
                  <span className="sr-only"> for {suggestion.title}</span>
                </summary>
                {steps.length > 1 ? (
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm leading-relaxed text-muted-foreground">
                    {steps.map((step, stepIndex) => (
                      <li key={`${stepIndex}-${step}`}>{step}</li>
                    ))}
                  </ol>
                ) : (
                  <p className="mt-2 text-sm leading-relaxed break-words text-muted-foreground">
                    {suggestion.description}
                  </p>
                )}
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
