import type { NudgeAnswer } from './api/nudge-turn';

// How a nudge reads: on the organizer's chore card (when its person was last nudged) and in the toast that
// says honestly whether a phone was reached.

/** A nudge is shown for a day; after that it is old news. */
const SHOWN_MS = 24 * 3_600_000;

/** "Nudged at 14:05" today, "Nudged yesterday at 20:10", or null for none in the last day. */
export function nudgedLabel(nudgedAt: string | null, now: Date, timeZone?: string): string | null {
  if (!nudgedAt) return null;
  const instant = new Date(nudgedAt);
  const age = now.getTime() - instant.getTime();
  if (Number.isNaN(age) || age >= SHOWN_MS) return null;
  const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone });
  // On the 24-hour clock, as chores' due times read ("18:30").
  const time = instant.toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return day(instant) === day(now) ? `Nudged at ${time}` : `Nudged yesterday at ${time}`;
}

/** What the toast says after a nudge went through: sent to a phone, or only on their Today. */
export function nudgeOutcome(answer: NudgeAnswer, name: string, title: string): { title: string; description: string } {
  return answer.delivered
    ? { title: 'Nudge sent', description: `${name} gets a reminder about “${title}” on their phone.` }
    : {
        title: 'Nudged',
        description: `${name} has no device that takes chore notifications, so they will see it on Today.`,
      };
}
