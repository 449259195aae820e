import { describe, expect, it } from 'vitest';
import {
  ROTATION_MEMBERS,
  ROTATION_RECENT_DAYS,
  choreAssignment,
  nextInRotation,
  type ChoreAssignment,
} from './rotation';

const household = ['ana', 'ben', 'cy', 'dee'];
const pausedAre =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);
const members = (count: number) => Array.from({ length: count }, (_, i) => `member-${i + 1}`);

describe('choreAssignment', () => {
  it.each<ChoreAssignment>([
    { mode: 'one', member: 'ana' },
    { mode: 'open' },
    { mode: 'rotation', strategy: 'round_robin', members: ['ana', 'ben'] },
    { mode: 'rotation', strategy: 'fewest_recent', members: household },
    { mode: 'rotation', strategy: 'round_robin', members: members(ROTATION_MEMBERS.max) },
  ])('accepts %j', (assignment) => {
    expect(choreAssignment.parse(assignment)).toEqual(assignment);
  });

  it('keeps the chosen order of the members', () => {
    const parsed = choreAssignment.parse({ mode: 'rotation', strategy: 'round_robin', members: ['dee', 'ana', 'cy'] });
    expect(parsed).toEqual({ mode: 'rotation', strategy: 'round_robin', members: ['dee', 'ana', 'cy'] });
  });

  // prettier-ignore
  it.each([
    ['no member', { mode: 'one', member: '' }, ['member'], 'Choose who does this chore.'],
    ['a blank member', { mode: 'one', member: '   ' }, ['member'], 'Choose who does this chore.'],
    ['a missing member', { mode: 'one' }, ['member'], 'Choose who does this chore.'],
    ['an unknown mode', { mode: 'everyone' }, ['mode'], 'Choose who does this chore.'],
    ['no mode', {}, ['mode'], 'Choose who does this chore.'],
    ['one person taking turns', { mode: 'rotation', strategy: 'round_robin', members: ['ana'] }, ['members'], 'Choose at least 2 people to take turns.'],
    ['21 people taking turns', { mode: 'rotation', strategy: 'round_robin', members: members(21) }, ['members'], 'Choose at most 20 people to take turns.'],
    ['a person twice', { mode: 'rotation', strategy: 'round_robin', members: ['ana', 'ben', 'ana'] }, ['members'], 'Choose each person only once.'],
    ['a blank person', { mode: 'rotation', strategy: 'round_robin', members: ['ana', ''] }, ['members', 1], 'Choose who does this chore.'],
    ['no members', { mode: 'rotation', strategy: 'round_robin' }, ['members'], 'Choose who takes turns.'],
    ['an unknown strategy', { mode: 'rotation', strategy: 'random', members: household }, ['strategy'], 'Choose how the turns go round.'],
  ])('refuses %s', (_name, value, path, message) => {
    const result = choreAssignment.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path, message })]);
  });
});

describe('ROTATION_RECENT_DAYS', () => {
  it('is four weeks', () => {
    expect(ROTATION_RECENT_DAYS).toBe(28);
  });
});

describe('nextInRotation: round robin', () => {
  it.each<[string, string[], string | null, string[], string | null]>([
    // [name, members, lastAssignee, paused, expected]
    ['the first turn goes to the first member', household, null, [], 'ana'],
    ['the member after the last assignee', household, 'ana', [], 'ben'],
    ['in the chosen order, not alphabetical', ['dee', 'ana', 'cy'], 'dee', [], 'ana'],
    ['wraps round after the last member', household, 'dee', [], 'ana'],
    ['a last assignee no longer in the rotation: the first member', household, 'zed', [], 'ana'],
    ['a paused member is skipped', household, 'ben', ['cy'], 'dee'],
    ['paused members are skipped across the wrap', household, 'cy', ['dee', 'ana'], 'ben'],
    ['the first member paused before the first turn', household, null, ['ana'], 'ben'],
    ['removed last assignee and paused first member', household, 'zed', ['ana'], 'ben'],
    ['everyone else paused: the last assignee again', household, 'ben', ['ana', 'cy', 'dee'], 'ben'],
    ['everyone paused: nobody', household, 'ben', household, null],
    ['two members take turns', ['ana', 'ben'], 'ben', [], 'ana'],
    ['a repeated id gets no extra turn', ['ana', 'ben', 'ana'], 'ben', [], 'ana'],
    ['no members: nobody', [], null, [], null],
  ])('%s', (_name, rotation, lastAssignee, paused, expected) => {
    expect(
      nextInRotation({ strategy: 'round_robin', members: rotation, lastAssignee, isPaused: pausedAre(...paused) }),
    ).toBe(expected);
  });

  it('goes round everyone in order, turn after turn', () => {
    const turns: (string | null)[] = [];
    let last: string | null = null;
    for (let turn = 0; turn < 9; turn += 1) {
      last = nextInRotation({ strategy: 'round_robin', members: household, lastAssignee: last });
      turns.push(last);
    }
    expect(turns).toEqual(['ana', 'ben', 'cy', 'dee', 'ana', 'ben', 'cy', 'dee', 'ana']);
  });
});

describe('nextInRotation: fewest recent', () => {
  const counts = { ana: 3, ben: 1, cy: 2, dee: 1 };
  it.each<[string, Record<string, number>, string | null, string[], string | null]>([
    // [name, recentCounts, lastAssignee, paused, expected]
    ['whoever did it least lately', { ana: 3, ben: 2, cy: 0, dee: 1 }, null, [], 'cy'],
    ['a tie before the first turn: the first in order', counts, null, [], 'ben'],
    ['a tie goes to the first after the last assignee', counts, 'ben', [], 'dee'],
    ['a tie across the wrap', counts, 'dee', [], 'ben'],
    ['a tie with a removed last assignee: from the first member', counts, 'zed', [], 'ben'],
    ['all equal: takes turns like round robin', { ana: 2, ben: 2, cy: 2, dee: 2 }, 'cy', [], 'dee'],
    ['no counts at all: takes turns like round robin', {}, 'ana', [], 'ben'],
    ['a member missing from the counts has done none', { ana: 2, ben: 1 }, null, [], 'cy'],
    ['the last assignee, still furthest behind, goes again', { ana: 0, ben: 5, cy: 5, dee: 5 }, 'ana', [], 'ana'],
    ['the fewest are paused: the next fewest', counts, null, ['ben', 'dee'], 'cy'],
    ['one of a tie paused: the other', counts, null, ['ben'], 'dee'],
    ['everyone paused: nobody', counts, 'ana', household, null],
    ['counts of people who left are ignored', { zed: 0, ana: 1, ben: 1, cy: 1, dee: 1 }, 'ana', [], 'ben'],
    ['a count that is not a number counts as none', { ana: Number.NaN, ben: 1, cy: 1, dee: 1 }, 'ana', [], 'ana'],
  ])('%s', (_name, recentCounts, lastAssignee, paused, expected) => {
    expect(
      nextInRotation({
        strategy: 'fewest_recent',
        members: household,
        lastAssignee,
        recentCounts,
        isPaused: pausedAre(...paused),
      }),
    ).toBe(expected);
  });

  it('evens out the turns when each one is counted', () => {
    const done: Record<string, number> = { ana: 2, ben: 0, cy: 1, dee: 0 };
    let last: string | null = 'ana';
    const turns: (string | null)[] = [];
    for (let turn = 0; turn < 5; turn += 1) {
      last = nextInRotation({ strategy: 'fewest_recent', members: household, lastAssignee: last, recentCounts: done });
      if (last !== null) done[last] = (done[last] ?? 0) + 1;
      turns.push(last);
    }
    expect(turns).toEqual(['ben', 'dee', 'ben', 'cy', 'dee']);
    expect(done).toEqual({ ana: 2, ben: 2, cy: 2, dee: 2 });
  });

  it('gives the same answer for the same input', () => {
    const input = { strategy: 'fewest_recent' as const, members: household, lastAssignee: 'cy', recentCounts: counts };
    expect(new Set(Array.from({ length: 5 }, () => nextInRotation(input)))).toEqual(new Set(['dee']));
  });
});
