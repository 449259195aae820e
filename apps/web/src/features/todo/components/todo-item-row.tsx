import { BookOpen, Pause, Play, RotateCcw, Trash2 } from 'lucide-react';
import { formatMinutes, formatTimer } from '@tidy/domain/time';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { LocalTodoItem } from '../todo-state';

type TodoItemRowProps = {
  item: LocalTodoItem;
  seconds: number;
  running: boolean;
  /** Offline and not saved on the server yet. */
  waitingToSync: boolean;
  onToggleComplete: () => void;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
  onRemove: () => void;
};

/** One item: tick it off, time it (start, pause, reset), or remove it (spec 02 §2, §4). */
export function TodoItemRow({
  item,
  seconds,
  running,
  waitingToSync,
  onToggleComplete,
  onStart,
  onPause,
  onReset,
  onRemove,
}: TodoItemRowProps) {
  const checkboxId = `todo-${item.id}`;
  return (
    <li
      className={cn(
        'rounded-2xl border bg-surface p-4 shadow-xs transition-colors sm:p-5',
        running ? 'border-primary/50 ring-1 ring-primary/30' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={item.completed}
          onChange={onToggleComplete}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <div className="min-w-0 flex-1">
          <label
            htmlFor={checkboxId}
            className={cn(
              'block cursor-pointer text-base leading-snug font-semibold break-words',
              item.completed && 'text-muted-foreground line-through',
            )}
          >
            {item.task}
          </label>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{formatMinutes(item.estimatedTime)}</span>
            {item.points > 0 ? <span>{item.points} points</span> : null}
            {item.stepTitle ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <BookOpen aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">From lesson: {item.stepTitle}</span>
              </span>
            ) : null}
            {waitingToSync ? <span className="font-medium text-sand-foreground">Saved on this device</span> : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${item.task}`}
          className="-mt-1.5 -mr-2 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 sm:pl-9">
        <span
          role="timer"
          aria-label={`Time spent on ${item.task}`}
          className={cn(
            'mr-auto min-w-[4.5rem] rounded-lg px-2.5 py-1 text-center text-xl font-semibold tabular-nums sm:mr-2',
            running ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-muted text-foreground',
          )}
        >
          {formatTimer(seconds)}
        </span>
        {running ? (
          <Button variant="secondary" size="sm" aria-label={`Pause timer for ${item.task}`} onClick={onPause}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Start timer for ${item.task}`}
            disabled={item.completed}
            onClick={onStart}
          >
            <Play aria-hidden="true" />
            Start
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-label={`Reset timer for ${item.task}`}
          disabled={item.completed}
          onClick={onReset}
        >
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
    </li>
  );
}
