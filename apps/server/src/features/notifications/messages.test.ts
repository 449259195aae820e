import { describe, expect, it } from 'vitest';
import { choreDueMessage, choreNudgeMessage, dailyReminderMessage, dueWhen } from './messages';

// What a person reads on their lock screen: the reminders' words, in the tone of the other messages.

describe('the daily reminder', () => {
  it.each([
    [{ tasks: 1, chores: 0 }, 'You have 1 task waiting today. One small step is all it takes.'],
    [{ tasks: 2, chores: 0 }, 'You have 2 tasks waiting today. One small step is all it takes.'],
    [{ tasks: 0, chores: 1 }, 'You have 1 chore waiting today. One small step is all it takes.'],
    [{ tasks: 0, chores: 3 }, 'You have 3 chores waiting today. One small step is all it takes.'],
    [{ tasks: 2, chores: 1 }, 'You have 2 tasks and 1 chore waiting today. One small step is all it takes.'],
    [{ tasks: 1, chores: 2 }, 'You have 1 task and 2 chores waiting today. One small step is all it takes.'],
    [{ tasks: 0, chores: 0 }, 'Nothing planned yet today. Pick one small task: five minutes makes a difference.'],
  ])('with %j says: %s', (waiting, body) => {
    expect(dailyReminderMessage(waiting)).toEqual({
      kind: 'daily_reminder',
      title: "Time for today's tidy step",
      body,
      url: '/',
      tag: 'daily-reminder',
    });
  });
});

describe('a chore due now', () => {
  it('names the chore, the space and the time, and opens the space’s chores', () => {
    expect(
      choreDueMessage({
        spaceId: 's 1',
        spaceName: 'Kitchen',
        choreTitle: ' Empty the dishwasher ',
        dueTime: '18:30',
        ref: 'o1',
      }),
    ).toEqual({
      kind: 'chore_reminders',
      title: 'Your chore is due',
      body: "It's your turn for “Empty the dishwasher” in Kitchen, due at 18:30.",
      url: '/spaces/s%201/chores',
      tag: 'chore-o1',
    });
  });

  it('keeps a long title short enough for a lock screen', () => {
    const { body } = choreDueMessage({
      spaceId: 's',
      spaceName: 'Kitchen',
      choreTitle: 'x'.repeat(200),
      dueTime: '07:00',
      ref: 'o',
    });
    expect(body.length).toBeLessThan(140);
    expect(body).toContain('…”');
  });
});

describe('a nudge', () => {
  it.each([
    ['2026-11-24', '18:30', 'today at 18:30'],
    ['2026-11-23', '18:30', 'yesterday at 18:30'],
    ['2026-11-23', null, 'yesterday'],
    ['2026-11-20', null, 'on Fri 20 Nov'],
    ['2026-11-19', '07:15', 'on Thu 19 Nov at 07:15'],
    // Over a month's end and a year's.
    ['2026-02-28', null, 'yesterday', '2026-03-01'],
    ['2025-12-31', '23:00', 'yesterday at 23:00', '2026-01-01'],
  ])('due %s %s reads “was due %s”', (dueOn, dueTime, when, today = '2026-11-24') => {
    expect(dueWhen(dueOn, dueTime, today)).toBe(when);
  });

  it('says who nudged, which chore and when it was due', () => {
    expect(
      choreNudgeMessage({
        spaceId: 'space',
        choreTitle: 'Empty the dishwasher',
        nudgerName: 'Orla',
        dueOn: '2026-11-23',
        dueTime: null,
        today: '2026-11-24',
        ref: 'o2',
      }),
    ).toEqual({
      kind: 'chore_reminders',
      title: 'A nudge about a chore',
      body: 'Orla nudged you: “Empty the dishwasher” was due yesterday.',
      url: '/spaces/space/chores',
      tag: 'chore-o2',
    });
  });

  it('says “Someone” for a nudger without a name', () => {
    const { body } = choreNudgeMessage({
      spaceId: 's',
      choreTitle: 'Water the plants',
      nudgerName: '  ',
      dueOn: '2026-11-24',
      dueTime: '08:00',
      today: '2026-11-24',
      ref: 'o',
    });
    expect(body).toBe('Someone nudged you: “Water the plants” was due today at 08:00.');
  });
});
