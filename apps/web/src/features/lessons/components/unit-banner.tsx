import { cn } from '../../../lib/cn';

// Each unit has a colour of its own; every one carries white text at 7:1 or better.
const UNIT_COLOURS = ['bg-primary', 'bg-[#7a4f16]', 'bg-[#3d4f7a]'] as const;

type UnitBannerProps = { unit: number; title: string; completed: number; total: number; headingId: string };

/** "UNIT 1" over the unit's title (spec 01 §2), with how many of its lessons are done. */
export function UnitBanner({ unit, title, completed, total, headingId }: UnitBannerProps) {
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 rounded-2xl px-5 py-4 text-primary-foreground shadow-sm',
        UNIT_COLOURS[(unit - 1) % UNIT_COLOURS.length],
      )}
    >
      <h2 id={headingId} className="min-w-0">
        <span className="block text-sm font-bold tracking-[0.12em] uppercase">Unit {unit}</span>
        <span className="block text-xl leading-tight font-bold">{title}</span>
      </h2>
      <p className="shrink-0 text-sm font-semibold">
        {completed}/{total}
        <span className="sr-only"> lessons completed</span>
      </p>
    </div>
  );
}
