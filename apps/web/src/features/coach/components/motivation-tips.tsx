import { ChevronLeft, ChevronRight, Lightbulb } from 'lucide-react';
import type { SpaceType } from '@tidy/domain/constants';
import { tipsForSpace } from '@tidy/domain/motivation';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The motivation tips widget (spec 02 §2): this room's tips, then the general ones, one at a time. */
export function MotivationTips({ spaceType }: { spaceType: SpaceType }) {
  const tips = tipsForSpace(spaceType);
  const [index, setIndex] = useState(0);
  const step = (by: number) => setIndex((current) => (current + by + tips.length) % tips.length);

  return (
    <section aria-labelledby="room-tips-heading" className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 id="room-tips-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Lightbulb aria-hidden="true" className="size-5 text-primary" />
        Tips for this room
      </h2>
      <div aria-live="polite" aria-atomic="true">
        <p className="mt-1 text-sm text-muted-foreground">
          Tip {index + 1} of {tips.length}
        </p>
        <p className="mt-3 min-h-[4.5rem] leading-relaxed">{tips[index]}</p>
      </div>
      <div className="mt-4 flex flex-wrap justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" />
          Previous tip
        </Button>
        <Button variant="outline" size="sm" onClick={() => step(1)}>
          Next tip
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
