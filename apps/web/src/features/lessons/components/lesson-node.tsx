import type { Lesson } from '@tidy/domain/lessons';
import { Check, Lock } from 'lucide-react';
import type { CSSProperties } from 'react';
import { cn } from '../../../lib/cn';

export type NodeState = 'completed' | 'current' | 'open' | 'locked';

const STATE_WORDS: Record<NodeState, string> = {
  completed: 'completed',
  current: 'start here',
  open: 'unlocked',
  locked: 'locked',
};

// The path winds: each node sits a little left or right of the one before, in a gentle wave.
const WAVE = [0, 1, 2, 1, 0, -1, -2, -1] as const;

type LessonNodeProps = {
  lesson: Lesson;
  state: NodeState;
  /** The node's place within its unit, for the wave. */
  index: number;
  onOpen: () => void;
  /** Starts fetching the dialog's code as soon as someone heads for a node. */
  onIntent: () => void;
};

/** One numbered, round lesson node on the winding path (spec 01 §2). */
export function LessonNode({ lesson, state, index, onOpen, onIntent }: LessonNodeProps) {
  const offset = WAVE[index % WAVE.length] ?? 0;
  return (
    <li className="flex justify-center">
      <button
        type="button"
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        style={{ '--wave': offset } as CSSProperties}
        className={cn(
          'group flex w-36 translate-x-[calc(var(--wave)*2.75rem)] cursor-pointer flex-col items-center gap-2 rounded-2xl p-2 md:translate-x-[calc(var(--wave)*4.5rem)]',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        )}
      >
        {state === 'current' ? (
          <span
            aria-hidden="true"
            className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold tracking-wide text-primary-foreground uppercase"
          >
            Start
          </span>
        ) : null}
        <span
          className={cn(
            'relative flex size-16 items-center justify-center rounded-full border-b-4 text-2xl font-bold transition-transform duration-150',
            'group-hover:-translate-y-0.5 group-active:translate-y-0.5 motion-reduce:transition-none motion-reduce:group-hover:translate-y-0',
            state === 'completed' && 'border-[#1d4a40] bg-primary text-primary-foreground',
            state === 'current' &&
              'size-[4.5rem] border-[#1d4a40] bg-primary text-primary-foreground ring-4 ring-primary-soft ring-offset-2 ring-offset-background',
            state === 'open' && 'border-[#9cc3b5] bg-primary-soft text-primary-soft-foreground',
            state === 'locked' && 'border-[#d3ccbf] bg-muted text-muted-foreground',
          )}
        >
          {state === 'completed' ? <Check aria-hidden="true" className="size-8" strokeWidth={3} /> : null}
          <span className={state === 'completed' ? 'sr-only' : undefined}>
            <span className="sr-only">Lesson </span>
            {lesson.id}
          </span>
          {state === 'locked' ? (
            <span className="absolute -right-1 -bottom-1 flex size-7 items-center justify-center rounded-full border-2 border-background bg-[#d3ccbf] text-foreground">
              <Lock aria-hidden="true" className="size-3.5" />
            </span>
          ) : null}
        </span>
        <span
          className={cn(
            'text-center text-sm leading-snug font-semibold',
            state === 'locked' ? 'text-muted-foreground' : 'text-foreground',
          )}
        >
          {lesson.title}
          <span className="sr-only">, {STATE_WORDS[state]}</span>
        </span>
      </button>
    </li>
  );
}
