import { z } from 'zod';

// Who does a shared chore: one person, whoever claims it, or the household taking turns. Member ids are
// opaque strings here (the server's ids); the rules only compare them.

/** Four weeks: long enough to even out weekly chores, short enough that last season's work is forgotten. */
export const ROTATION_RECENT_DAYS = 28;

/** Two people to take turns at the least; twenty is more than any household and keeps the picker short. */
export const ROTATION_MEMBERS = { min: 2, max: 20 } as const;

export const ROTATION_STRATEGIES = ['round_robin', 'fewest_recent'] as const;
export type RotationStrategy = (typeof ROTATION_STRATEGIES)[number];

export const ASSIGNMENT_MODES = ['one', 'open', 'rotation'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

const memberId = z.string({ error: 'Choose who does this chore.' }).trim().min(1, 'Choose who does this chore.');

/** How a chore is assigned, as the "Who does it?" form and the server check it. */
export const choreAssignment = z.discriminatedUnion(
  'mode',
  [
    // Always the same person.
    z.object({ mode: z.literal('one'), member: memberId }),
    // Nobody in particular: anyone may claim it.
    z.object({ mode: z.literal('open') }),
    // Taking turns among `members`, in the order chosen, which round robin follows and ties are broken by.
    z.object({
      mode: z.literal('rotation'),
      strategy: z.enum(ROTATION_STRATEGIES, { error: 'Choose how the turns go round.' }),
      members: z
        .array(memberId, { error: 'Choose who takes turns.' })
        .min(ROTATION_MEMBERS.min, `Choose at least ${ROTATION_MEMBERS.min} people to take turns.`)
        .max(ROTATION_MEMBERS.max, `Choose at most ${ROTATION_MEMBERS.max} people to take turns.`)
        .refine((members) => new Set(members).size === members.length, 'Choose each person only once.'),
    }),
  ],
  { error: 'Choose who does this chore.' },
);
export type ChoreAssignment = z.output<typeof choreAssignment>;

export type RotationTurn = {
  strategy: RotationStrategy;
  /** The members taking turns, in the order chosen. */
  members: readonly string[];
  /** Who had the last turn, or null before the first one. */
  lastAssignee: string | null;
  /** Turns each member did of this chore in the last ROTATION_RECENT_DAYS days; a missing id counts 0. */
  recentCounts?: Readonly<Record<string, number>>;
  /** Members away (their own pause, a holiday) are passed over; by default nobody is. */
  isPaused?: (memberId: string) => boolean;
};

/**
 * Who takes the next turn, or null when every member is paused.
 * - round_robin: the first member after the last assignee in the chosen order, wrapping round; when the
 *   last assignee has left the rotation (or there was none), the first member.
 * - fewest_recent: whoever did this chore least lately; a tie goes to whoever comes first in the same
 *   order round robin would use, so equal counts still take turns.
 * Paused members are skipped in both. The same input always gives the same answer.
 */
export function nextInRotation({
  strategy,
  members,
  lastAssignee,
  recentCounts = {},
  isPaused = () => false,
}: RotationTurn): string | null {
  // A repeated id would give that member extra turns; the schema refuses them, this keeps stored data fair.
  const unique = [...new Set(members)];
  const last = lastAssignee === null ? -1 : unique.indexOf(lastAssignee);
  // Everyone else first, starting after the last assignee, who comes last: they go again only if no one else can.
  const order = [...unique.slice(last + 1), ...unique.slice(0, last + 1)];
  const available = order.filter((member) => !isPaused(member));
  if (strategy === 'round_robin') return available[0] ?? null;

  const count = (member: string) => {
    const value = recentCounts[member];
    // A count that is not a number (a bad row) counts as none rather than hiding the member for good.
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  let best: string | null = null;
  for (const member of available) if (best === null || count(member) < count(best)) best = member;
  return best;
}
