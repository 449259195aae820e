// The server's idea of "now". Everything that decides by the date (chores coming due, the calendar feed,
// weekly reward limits) asks the clock it was given, so tests can live through days in seconds.

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with real time but can be moved forward or back: tests of day-by-day journeys. */
export type AdjustableClock = Clock & {
  /** Moves the clock so it reads `date` now; it keeps running from there. */
  set(date: Date): void;
  /** Moves the clock by `ms` (negative goes back). */
  advance(ms: number): void;
  /** Back to the real time. */
  reset(): void;
};

export function adjustableClock(): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(date) {
      offsetMs = date.getTime() - Date.now();
    },
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** The calendar day `instant` falls on in `timeZone` (an IANA name), as YYYY-MM-DD. */
export function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
