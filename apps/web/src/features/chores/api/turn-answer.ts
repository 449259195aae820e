import type { Occurrence } from './get-chore-history';

/** Which turn an action is about, and the space whose queries it refreshes. */
export type TurnInput = { spaceId: string; occurrenceId: string };

/** What every turn action answers: the turn, and the next one when the action wrote it. */
export type TurnAnswer = { occurrence: Occurrence; next: Occurrence | null };
