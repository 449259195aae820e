import { toast } from 'sonner';
import { hapticSuccess } from '../../lib/native/haptics';
import { useApproveTurn } from './api/approve-turn';
import { useClaimTurn } from './api/claim-turn';
import { useCompleteTurn } from './api/complete-turn';
import { useNudgeTurn } from './api/nudge-turn';
import { useSkipTurn } from './api/skip-turn';
import { pointsLabel } from './chore-view';
import { nudgeOutcome } from './nudge-view';
import { problemDetail } from './problem-detail';

/** Claim, mark done, approve, skip and nudge a turn, each with the toast that says what happened (read out). */
export function useTurnActions(spaceId: string) {
  const claim = useClaimTurn();
  const complete = useCompleteTurn();
  const approve = useApproveTurn();
  const skip = useSkipTurn();
  const nudge = useNudgeTurn();
  const pending = claim.isPending || complete.isPending || approve.isPending || skip.isPending || nudge.isPending;
  const input = (occurrenceId: string) => ({ spaceId, occurrenceId });

  return {
    pending,
    claim: (occurrenceId: string, title: string) =>
      claim.mutate(input(occurrenceId), {
        onSuccess: () => toast.success("It's your turn now", { description: title }),
        onError: (error) => toast.error("Couldn't claim the chore.", { description: problemDetail(error) }),
      }),
    complete: (occurrenceId: string, title: string) =>
      complete.mutate(input(occurrenceId), {
        onSuccess: ({ occurrence }) => {
          void hapticSuccess();
          // An organizer's own work needs nobody's review: it comes back approved at once.
          if (occurrence.state === 'approved') {
            toast.success('Done and approved', {
              description: `${title}: ${pointsLabel(occurrence.points_awarded ?? occurrence.points)}`,
            });
          } else toast.success('Marked done: waiting for review', { description: title });
        },
        onError: (error) => toast.error("Couldn't mark the chore done.", { description: problemDetail(error) }),
      }),
    approve: (occurrenceId: string, title: string) =>
      approve.mutate(input(occurrenceId), {
        onSuccess: ({ occurrence }) => {
          void hapticSuccess();
          const who = occurrence.done_by?.full_name ?? 'They';
          toast.success('Approved', {
            description: `${title}: ${who} earned ${pointsLabel(occurrence.points_awarded ?? occurrence.points)}.`,
          });
        },
        onError: (error) => toast.error("Couldn't approve the chore.", { description: problemDetail(error) }),
      }),
    skip: (occurrenceId: string, title: string) =>
      skip.mutate(input(occurrenceId), {
        onSuccess: () => toast.success('Turn skipped', { description: `${title} moves on to its next turn.` }),
        onError: (error) => toast.error("Couldn't skip the turn.", { description: problemDetail(error) }),
      }),
    /** `name`: whose turn it is. A refusal (not overdue, nudged lately) shows the server's own words. */
    nudge: (occurrenceId: string, title: string, name: string) =>
      nudge.mutate(input(occurrenceId), {
        onSuccess: (answer) => {
          const outcome = nudgeOutcome(answer, name, title);
          toast.success(outcome.title, { description: outcome.description });
        },
        onError: (error) => toast.error(`Couldn't nudge ${name}.`, { description: problemDetail(error) }),
      }),
  };
}
