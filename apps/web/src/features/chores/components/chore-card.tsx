import { formatMinutes } from '@tidy/domain/time';
import { BellRing, Check, Hand, History, Pencil, SkipForward, Trash2, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Chore } from '../api/get-chores';
import { assignmentLabel, pointsLabel, turnLabel } from '../chore-view';
import { nudgedLabel } from '../nudge-view';
import type { useTurnActions } from '../use-turn-actions';
import { DueLine } from './due-line';

type ChoreCardProps = {
  chore: Chore;
  today: string;
  myId: string | undefined;
  canManage: boolean;
  /** Organizers skip a turn still to do. */
  canSkip: boolean;
  turns: ReturnType<typeof useTurnActions>;
  onHistory: () => void;
  onEdit: () => void;
  onRemove: () => void;
};

/** One chore: how it repeats, when it is due, whose turn it is, and what the person may do about it. */
export function ChoreCard({
  chore,
  today,
  myId,
  canManage,
  canSkip,
  turns,
  onHistory,
  onEdit,
  onRemove,
}: ChoreCardProps) {
  const { current, title } = chore;
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const TurnIcon = current?.turn ? UserRound : Users;
  const nudged = current ? nudgedLabel(current.nudged_at, new Date()) : null;
  /** Whom an organizer may nudge about this overdue turn. */
  const nudgee = current?.can_nudge ? current.turn : null;
  return (
    <li className="flex flex-col gap-3 p-4 sm:p-5" data-chore-id={chore.id}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold break-words">{title}</h3>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {chore.repeat} · {pointsLabel(chore.points)} · {formatMinutes(chore.estimated_time)}
          </p>
        </div>
        <DueLine current={current} today={today} />
      </div>
      {current ? (
        <p className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 font-semibold">
          <TurnIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          {turnLabel(current.turn, myId)}
          {nudged ? <span className="text-sm font-normal text-muted-foreground">· {nudged}</span> : null}
        </p>
      ) : null}
      {chore.assignment.mode === 'rotation' ? (
        <p className="text-sm text-muted-foreground">{assignmentLabel(chore.assignment)}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {current?.can_claim ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Claim ${title}`}
            disabled={turns.pending}
            onClick={() => turns.claim(current.id, title)}
          >
            <Hand aria-hidden="true" />
            Claim
          </Button>
        ) : null}
        {current?.can_complete ? (
          <Button
            size="sm"
            aria-label={`Mark ${title} done`}
            disabled={turns.pending}
            onClick={() => turns.complete(current.id, title)}
          >
            <Check aria-hidden="true" />
            Mark done
          </Button>
        ) : null}
        {current && nudgee ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Nudge ${nudgee.full_name} about ${title}`}
            disabled={turns.pending}
            onClick={() => turns.nudge(current.id, title, nudgee.full_name)}
          >
            <BellRing aria-hidden="true" />
            Nudge
          </Button>
        ) : null}
        {current && canSkip ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Skip this turn of ${title}`}
            disabled={turns.pending}
            onClick={() => setConfirmingSkip(true)}
          >
            <SkipForward aria-hidden="true" />
            Skip
          </Button>
        ) : null}
        {current && canSkip ? (
          <ConfirmDialog
            open={confirmingSkip}
            onOpenChange={setConfirmingSkip}
            title="Skip this turn?"
            description={`${current.turn ? `${current.turn.full_name}'s turn` : 'This turn'} of ${title} is kept in its history as skipped, with no points, and the chore moves on to its next turn.`}
            confirmLabel="Skip turn"
            pendingLabel="Skipping..."
            pending={turns.pending}
            onConfirm={() => {
              setConfirmingSkip(false);
              turns.skip(current.id, title);
            }}
          />
        ) : null}
        <span className="flex flex-wrap gap-1 sm:ml-auto">
          <Button size="sm" variant="ghost" aria-label={`History of ${title}`} onClick={onHistory}>
            <History aria-hidden="true" />
            History
          </Button>
          {canManage ? (
            <>
              <Button size="sm" variant="ghost" aria-label={`Edit ${title}`} onClick={onEdit}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button size="sm" variant="ghost" aria-label={`Remove ${title}`} onClick={onRemove}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </>
          ) : null}
        </span>
      </div>
    </li>
  );
}
