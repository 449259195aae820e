import { canDoChores } from './chores';
import type { Membership } from './spaces';

// The private calendar feed (issue 17, docs/permissions.md). Every signed-in person may have one feed of
// their own; it is addressed by a secret token, so fetching it needs no session. What it shows in a space:

/** Chores appear only in the feeds of members who do chores: guests are visiting, so theirs stays empty. */
export const feedShowsChoresOf = (member: Membership) => canDoChores(member);
