import type { PreferredTaskTime } from '@tidy/domain/constants';

/** "morning 8:00": the person's preferred time of day and the local hour the daily reminder goes out. */
export function reminderTimeLabel(time: PreferredTaskTime, hour: number): string {
  // An hour that cannot be on a clock is left out rather than shown wrong.
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? `${time} ${hour}:00` : time;
}
