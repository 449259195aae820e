import type { LedgerKind } from './api/get-ledger';

/** The kind of a movement in words. */
export const KIND_LABELS: Record<LedgerKind, string> = {
  earn: 'Earned',
  spend: 'Spent',
  adjust: 'Adjusted',
  refund: 'Refunded',
  reversal: 'Reversed',
};

/** "+15", "−50" (a real minus sign), "0": the sign is always written, so colour is never the only clue. */
export function signedPoints(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${Math.abs(points)}`;
  return '0';
}

export const MAX_ADJUSTMENT = 1000;
export const MAX_REASON = 200;

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 10:02 AM" in the person's own time zone. */
export function whenText(isoTime: string): string {
  const time = Date.parse(isoTime);
  return Number.isFinite(time) ? whenFormat.format(new Date(time)) : '';
}
