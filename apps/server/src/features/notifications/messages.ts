import type { NotificationKind } from '@tidy/domain/notifications';
import { addDays } from '@tidy/domain/time';

// What each notification says: short enough for a phone's lock screen, in the household's words, with the
// task and the person it is about. The service worker shows `title` and `body` and opens `url` on a tap.

/** The payload the service worker receives in its 'push' event (the shared contract of issue 9). */
export type PushMessage = {
  /** 'weekly_summary' has its own settings (day, e-mail, push), not a switch among the kinds. */
  kind: NotificationKind | 'weekly_summary' | 'test';
  title: string;
  body: string;
  /** A path of this app, such as /space/<id>. */
  url: string;
  /** A notification with the same tag replaces the earlier one on the device. */
  tag: string;
};

const MAX_TITLE = 80;
const MAX_REASON = 200;

const spacePath = (spaceId: string) => `/space/${encodeURIComponent(spaceId)}`;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const quoted = (title: string) => `“${clip(title.trim(), MAX_TITLE)}”`;
const nameOf = (name: string) => name.trim() || 'Someone';
const pointsText = (points: number) => `${points} point${points === 1 ? '' : 's'}`;

export type ReviewFacts = { spaceId: string; taskTitle: string; reviewerName: string; ref: string };

export function taskApprovedMessage(facts: ReviewFacts & { points: number }): PushMessage {
  return {
    kind: 'review_result',
    title: 'Task approved!',
    body: `${nameOf(facts.reviewerName)} approved ${quoted(facts.taskTitle)}. You earned ${pointsText(facts.points)}.`,
    url: spacePath(facts.spaceId),
    tag: `review-${facts.ref}`,
  };
}

export function taskSentBackMessage(facts: ReviewFacts & { reason: string | null }): PushMessage {
  const reason = facts.reason?.trim();
  return {
    kind: 'review_result',
    title: 'Task sent back',
    body: reason
      ? `${nameOf(facts.reviewerName)} sent back ${quoted(facts.taskTitle)}: ${clip(reason, MAX_REASON)}`
      : `${nameOf(facts.reviewerName)} sent back ${quoted(facts.taskTitle)}. Give it another go when you can.`,
    url: spacePath(facts.spaceId),
    tag: `review-${facts.ref}`,
  };
}

export function submittedMessage(facts: {
  spaceId: string;
  spaceName: string;
  taskTitle: string;
  submitterName: string;
  ref: string;
}): PushMessage {
  return {
    kind: 'submitted_for_approval',
    title: 'Ready for your approval',
    body: `${nameOf(facts.submitterName)} finished ${quoted(facts.taskTitle)} in ${clip(facts.spaceName, MAX_TITLE)}. Take a look when you have a moment.`,
    url: spacePath(facts.spaceId),
    tag: `submitted-${facts.ref}`,
  };
}

export function assignedMessage(facts: {
  spaceId: string;
  spaceName: string;
  taskTitle: string;
  assignerName: string;
  ref: string;
}): PushMessage {
  return {
    kind: 'assigned',
    title: 'A task for you',
    body: `${nameOf(facts.assignerName)} asked you to take on ${quoted(facts.taskTitle)} in ${clip(facts.spaceName, MAX_TITLE)}.`,
    url: spacePath(facts.spaceId),
    tag: `assigned-${facts.ref}`,
  };
}

/** "2 tasks", "1 chore": a count with its word. */
const countOf = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The daily reminder, with the person's open daily tasks for their day and their chore turns due by then
 * (today's and overdue ones).
 */
export function dailyReminderMessage(waiting: { tasks: number; chores: number }): PushMessage {
  const parts = [
    ...(waiting.tasks > 0 ? [countOf(waiting.tasks, 'task')] : []),
    ...(waiting.chores > 0 ? [countOf(waiting.chores, 'chore')] : []),
  ];
  return {
    kind: 'daily_reminder',
    title: "Time for today's tidy step",
    body:
      parts.length > 0
        ? `You have ${parts.join(' and ')} waiting today. One small step is all it takes.`
        : 'Nothing planned yet today. Pick one small task: five minutes makes a difference.',
    url: '/',
    tag: 'daily-reminder',
  };
}

/** The space's chores page of the web app (its paths.chores). */
const choresPath = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/chores`;

/** A chore turn that has come due: sent once, at its due time on the household's clock. */
export function choreDueMessage(facts: {
  spaceId: string;
  spaceName: string;
  choreTitle: string;
  dueTime: string;
  ref: string;
}): PushMessage {
  return {
    kind: 'chore_reminders',
    title: 'Your chore is due',
    body: `It's your turn for ${quoted(facts.choreTitle)} in ${clip(facts.spaceName, MAX_TITLE)}, due at ${facts.dueTime}.`,
    url: choresPath(facts.spaceId),
    tag: `chore-${facts.ref}`,
  };
}

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** When a turn was due, from the household's today: "today at 18:30", "yesterday", "on Mon 23 Nov". */
export function dueWhen(dueOn: string, dueTime: string | null, today: string): string {
  const day =
    dueOn === today
      ? 'today'
      : dueOn === addDays(today, -1)
        ? 'yesterday'
        : `on ${shortDay.format(new Date(`${dueOn}T00:00:00Z`))}`;
  return dueTime ? `${day} at ${dueTime}` : day;
}

/** An organizer's nudge about an overdue turn; a newer nudge about the same turn replaces the older one. */
export function choreNudgeMessage(facts: {
  spaceId: string;
  choreTitle: string;
  nudgerName: string;
  dueOn: string;
  dueTime: string | null;
  today: string;
  ref: string;
}): PushMessage {
  return {
    kind: 'chore_reminders',
    title: 'A nudge about a chore',
    body: `${nameOf(facts.nudgerName)} nudged you: ${quoted(facts.choreTitle)} was due ${dueWhen(facts.dueOn, facts.dueTime, facts.today)}.`,
    url: choresPath(facts.spaceId),
    tag: `chore-${facts.ref}`,
  };
}

export function testMessage(): PushMessage {
  return {
    kind: 'test',
    title: 'Notifications are on',
    body: 'This is how Tidy Steps will reach you on this device.',
    url: '/settings',
    tag: 'test',
  };
}
