import type { NotificationKind } from '@tidy/domain/notifications';

// What each notification says: short enough for a phone's lock screen, in the household's words, with the
// task and the person it is about. The service worker shows `title` and `body` and opens `url` on a tap.

/** The payload the service worker receives in its 'push' event (the shared contract of issue 9). */
export type PushMessage = {
  kind: NotificationKind | 'test';
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

export function dailyReminderMessage(openTasks: number): PushMessage {
  return {
    kind: 'daily_reminder',
    title: "Time for today's tidy step",
    body:
      openTasks > 0
        ? `You have ${openTasks} task${openTasks === 1 ? '' : 's'} waiting today. One small step is all it takes.`
        : 'Nothing planned yet today. Pick one small task: five minutes makes a difference.',
    url: '/',
    tag: 'daily-reminder',
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
