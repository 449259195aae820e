import { PartyPopper } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { TodayItem } from './get-today';

const SEEN_KEY = 'tidySteps.celebratedApprovals';
const KEEP = 200;

const keyOf = (item: TodayItem) => `${item.kind}:${item.id}`;

function readSeen(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function markSeen(ids: string[]) {
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([...readSeen(), ...ids].slice(-KEEP)));
  } catch {
    // Private mode: the celebration may show again next time, which is harmless.
  }
}

/**
 * A small celebration for the member whose work was approved: once per approval on this device, with the
 * points actually awarded. Confetti only for those who do not prefer reduced motion.
 */
export function Celebration({ items }: { items: TodayItem[] }) {
  // What this device had celebrated before the page opened; what is approved meanwhile shows at once.
  const [seenBefore] = useState(() => new Set(readSeen()));
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(
    () =>
      items.filter(
        (item) =>
          item.state === 'approved' &&
          item.points_awarded !== null &&
          item.kind !== 'upkeep' &&
          !seenBefore.has(keyOf(item)) &&
          !dismissed.has(keyOf(item)),
      ),
    [items, seenBefore, dismissed],
  );
  const shownKeys = shown.map(keyOf).join(' ');
  useEffect(() => {
    if (shownKeys) markSeen(shownKeys.split(' '));
  }, [shownKeys]);

  const points = shown.reduce((sum, item) => sum + (item.points_awarded ?? 0), 0);
  return (
    <div role="status" aria-live="polite">
      {shown.length > 0 ? (
        <div className="celebration relative overflow-hidden rounded-2xl border border-primary/30 bg-primary-soft p-4 text-primary-soft-foreground sm:p-5">
          <div aria-hidden="true" className="confetti">
            {Array.from({ length: 14 }, (_, index) => (
              <span key={index} style={{ left: `${(index * 7 + 4) % 100}%`, animationDelay: `${(index % 5) * 90}ms` }} />
            ))}
          </div>
          <div className="relative flex items-start gap-3">
            <PartyPopper aria-hidden="true" className="size-7 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="text-lg font-bold">Approved! You earned {points} points.</p>
              <p className="mt-0.5 text-sm break-words">
                {shown.length === 1 ? `“${shown[0]!.title}”` : `${shown.length} tasks`} — nicely done.
              </p>
            </div>
            <Button size="sm" variant="outline" onClick={() => setDismissed(new Set([...dismissed, ...shown.map(keyOf)]))}>
              Nice!
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
