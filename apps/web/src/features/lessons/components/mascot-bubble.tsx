import type { ReactNode } from 'react';
import { Mascot } from './mascot';

/** The mascot and its speech bubble (spec 01 §2): what it says depends on how far the person has come. */
export function MascotBubble({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="flex items-end gap-3 md:gap-4">
      <Mascot className="size-16 md:size-20" />
      <div className="relative mb-2 flex-1 rounded-2xl border border-border bg-surface px-4 py-3 shadow-sm md:px-5 md:py-4">
        {/* The bubble's tail, pointing at the mascot. */}
        <span
          aria-hidden="true"
          className="absolute bottom-4 -left-[7px] size-3 rotate-45 border-b border-l border-border bg-surface"
        />
        <p aria-live="polite" className="text-base leading-relaxed font-medium">
          {message}
        </p>
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
