import { addDays, todayIsoDate } from '@tidy/domain/time';

// The demo's week on the household's own calendar: day 0 is today, day -6 six days ago. A moment is a day
// and a time of day in the runtime's time zone; today's moments are squeezed into the part of today that has
// already passed, so nothing is stamped in the future and today's events keep their order.

export type DemoClock = {
  now: Date;
  today: string;
  /** The calendar date of `day` (0 today, -1 yesterday, …). */
  date(day: number): string;
  /** The instant of `time` ("HH:MM") on `day`. */
  at(day: number, time: string): Date;
};

const DAY_MS = 86_400_000;

export function demoClock(now: Date): DemoClock {
  const today = todayIsoDate(now);
  const startOfToday = localMidnight(today);
  const passed = now.getTime() - startOfToday.getTime();
  return {
    now,
    today,
    date: (day) => addDays(today, day),
    at(day, time) {
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      const moment = localMidnight(addDays(today, day));
      moment.setHours(hours, minutes, 0, 0);
      if (day < 0) return moment;
      const intoDay = (moment.getTime() - startOfToday.getTime()) / DAY_MS;
      return new Date(startOfToday.getTime() + Math.floor(intoDay * passed));
    },
  };
}

function localMidnight(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 0, 0, 0, 0);
}
