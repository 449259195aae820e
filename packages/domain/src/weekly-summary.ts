import { weekStartsOn } from './leaderboard';
import { localClock } from './notifications';
import { addDays, dayNumber } from './time';

// The weekly summary (issue 17): which household week it covers, when it goes out on the person's own clock,
// and the headline sentences made from its numbers. The summary page, the e-mail and the push all take their
// words from summaryHeadlines, so the three always say the same thing.

/** The summary goes out on the chosen day from this hour on the person's own clock. */
export const SUMMARY_HOUR = 8;
/** At most one summary in any this many days, even when the person changes the day in between. */
export const SUMMARY_DAYS_APART = 7;
/** The days a person can choose, 0 (Sunday) to 6 (Saturday), as the database stores them. */
export const SUMMARY_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type SummaryWeek = { startsOn: string; endsOn: string };

/** The household week (Monday to Sunday, the rewards' week: weekStartsOn) that `day` falls in. */
export function summaryWeekOf(day: string): SummaryWeek {
  const startsOn = weekStartsOn(day);
  return { startsOn, endsOn: addDays(startsOn, 6) };
}

/**
 * The week a summary sent on `today` reports: the one yesterday fell in. Sent on a Monday it is the whole
 * week just ended; sent on a Sunday, this week up to Saturday; sent mid-week, the days so far.
 */
export function reportedWeekOn(today: string): SummaryWeek {
  return summaryWeekOf(addDays(today, -1));
}

/** The day of the week of a YYYY-MM-DD date: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The days of the week it is somewhere on Earth at `now` (UTC−12 to UTC+14): two or three of them. */
export function weekdaysAnywhere(now: Date): number[] {
  const earliest = new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  const days = new Set<number>();
  for (let day = earliest; day <= latest; day = addDays(day, 1)) days.add(weekdayOf(day));
  return [...days].sort((a, b) => a - b);
}

export type SummaryState = {
  now: Date;
  /** The person's IANA time zone. */
  timeZone: string;
  /** The chosen day, 0 (Sunday) to 6 (Saturday); null: no summary. */
  day: number | null;
  /** The person's own date of the last summary sent, or null. */
  lastSummaryOn: string | null;
};

/** The latest last-sent date that still lets a summary go out on `today`. */
export const lastSentAtMost = (today: string) => addDays(today, -SUMMARY_DAYS_APART);

/**
 * Whether the summary is due: on the chosen day, from 08:00 on the person's clock, and not within a week of
 * the last one. `localToday` is the date to record once it is claimed.
 */
export function isSummaryDue(state: SummaryState): { due: boolean; localToday: string } {
  const { date, hour } = localClock(state.now, state.timeZone);
  const due =
    state.day !== null &&
    weekdayOf(date) === state.day &&
    hour >= SUMMARY_HOUR &&
    (state.lastSummaryOn === null || state.lastSummaryOn <= lastSentAtMost(date));
  return { due, localToday: date };
}

// Our own month names: runtimes spell them differently ("Sep" or "Sept"), and the e-mail and the page must agree.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayOf = (date: string) => String(Number(date.slice(8, 10)));
const dayMonth = (date: string) => `${dayOf(date)} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** "24–30 Nov 2026", "28 Sep – 4 Oct 2026", "29 Dec 2025 – 4 Jan 2026". */
export function weekLabel(week: SummaryWeek): string {
  const [startYear, endYear] = [week.startsOn.slice(0, 4), week.endsOn.slice(0, 4)];
  const end = `${dayMonth(week.endsOn)} ${endYear}`;
  if (startYear !== endYear) return `${dayMonth(week.startsOn)} ${startYear} – ${end}`;
  if (week.startsOn.slice(5, 7) !== week.endsOn.slice(5, 7)) return `${dayMonth(week.startsOn)} – ${end}`;
  return `${dayOf(week.startsOn)}–${end}`;
}

/** The numbers the headlines are made of: only what the person may see. */
export type SummaryFigures = {
  /** The week is still running (the page's "this week"), so "so far" rather than a finished week. */
  ongoing: boolean;
  /** The person's own week across their spaces; `streak` is their longest chore streak now. */
  you: { chores: number; tasks: number; earned: number; spent: number; streak: number };
  /** Everyone in the person's spaces (themselves included); `members` counts other people too. */
  household: { members: number; chores: number; tasks: number; overdue: number; rewards: number };
  /** Who did the most chores, when more than one person is in the household and someone did one. */
  mostChores: { name: string; chores: number; isYou: boolean } | null;
};

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "a, b and c" */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Chores count every turn done (an area's upkeep too); tasks are daily and plan tasks approved. */
function doneList(done: { chores: number; tasks: number }): string[] {
  return [
    ...(done.chores > 0 ? [counted(done.chores, 'chore')] : []),
    ...(done.tasks > 0 ? [counted(done.tasks, 'task')] : []),
  ];
}

/**
 * The week in a few sentences, most important first: what the household did, what the person did and
 * earned, who did the most, the streak, what is overdue now and the rewards. The push shows the first two.
 */
export function summaryHeadlines(figures: SummaryFigures): string[] {
  const { you, household, ongoing } = figures;
  const together = household.members > 1;
  const householdDone = doneList(household);
  const yourDone = doneList(you);
  const lines: string[] = [];

  if (householdDone.length === 0) {
    lines.push(
      ongoing ? 'A quiet week so far: nothing has been marked done yet.' : 'A quiet week: nothing was marked done.',
    );
  } else if (together) {
    lines.push(`Your household ${ongoing ? 'has done' : 'did'} ${listed(householdDone)}${ongoing ? ' so far' : ''}.`);
  }
  if (yourDone.length > 0) {
    const verb = ongoing ? 'You have done' : 'You did';
    lines.push(`${verb} ${listed(yourDone)}${you.earned > 0 ? `, and earned ${counted(you.earned, 'point')}` : ''}.`);
  } else if (you.earned > 0) {
    lines.push(`You earned ${counted(you.earned, 'point')}.`);
  } else if (together && householdDone.length > 0) {
    lines.push(
      ongoing ? 'Nothing done by you yet: one small chore is a good start.' : 'Nothing was marked done by you.',
    );
  }
  const top = figures.mostChores;
  if (together && top && top.chores > 0) {
    lines.push(
      top.isYou ? `You did the most chores: ${top.chores}.` : `${top.name} did the most chores: ${top.chores}.`,
    );
  }
  if (you.streak > 0) lines.push(`Your chore streak is ${counted(you.streak, 'day')}.`);
  if (household.overdue > 0) {
    lines.push(`${counted(household.overdue, 'chore')} ${household.overdue === 1 ? 'is' : 'are'} overdue now.`);
  } else if (householdDone.length > 0) {
    lines.push('Nothing is overdue right now.');
  }
  if (you.spent > 0) lines.push(`You spent ${counted(you.spent, 'point')} on rewards.`);
  if (household.rewards > 0 && together) {
    lines.push(`${counted(household.rewards, 'reward')} ${household.rewards === 1 ? 'was' : 'were'} redeemed.`);
  }
  return lines;
}

/** The push's words: the title, and the first two headlines (the lock screen shows little more). */
export function summaryPushText(figures: SummaryFigures): { title: string; body: string } {
  return { title: 'Your week in Tidy Steps', body: summaryHeadlines(figures).slice(0, 2).join(' ') };
}
