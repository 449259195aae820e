import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

type TaskChecklistProps = {
  tasks: readonly string[];
  done: ReadonlySet<number>;
  onToggle: (index: number) => void;
  /** Lesson 2's first screen (spec 02 §2): the tasks are shown, with nothing to tick yet. */
  withoutCheckboxes?: boolean;
};

/** "Your Tasks" on the lesson screen: the lesson's actions, ticked off as the person does them. */
export function TaskChecklist({ tasks, done, onToggle, withoutCheckboxes = false }: TaskChecklistProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <ListChecks aria-hidden="true" className="size-5 text-primary" />
          Your Tasks
        </h2>
        {withoutCheckboxes ? null : (
          <p className="text-sm font-medium text-muted-foreground">
            {done.size} of {tasks.length} done
          </p>
        )}
      </div>
      {withoutCheckboxes ? (
        <>
          <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 leading-relaxed">
            {tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">Read on: you'll tick these off in the next steps.</p>
        </>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {tasks.map((task, index) => {
            const checkboxId = `${id}-${index}`;
            const checked = done.has(index);
            return (
              <li
                key={task}
                className={cn(
                  'flex items-start gap-3 rounded-xl border p-3 transition-colors',
                  checked ? 'border-primary/40 bg-primary-soft/50' : 'border-border bg-surface',
                )}
              >
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={checked}
                  onChange={() => onToggle(index)}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary pointer-coarse:size-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
                />
                <label
                  htmlFor={checkboxId}
                  className={cn(
                    'min-w-0 flex-1 cursor-pointer leading-snug',
                    checked && 'text-muted-foreground line-through',
                  )}
                >
                  {task}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
