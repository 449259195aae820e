import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { Reward } from '../api/get-rewards';
import { pointsText, weeklyUseText, whyCannotAsk } from '../reward-view';

type RewardCardProps = {
  reward: Reward;
  balance: number;
  canManage: boolean;
  onAsk: (reward: Reward) => void;
  onEdit: (reward: Reward) => void;
  onRemove: (reward: Reward) => void;
};

/** One reward: what it is, what it costs, how much of the week's allowance is used, and "Ask for it". */
export function RewardCard({ reward, balance, canManage, onAsk, onEdit, onRemove }: RewardCardProps) {
  const reasonId = useId();
  const weekly = weeklyUseText(reward);
  const blocked = whyCannotAsk(reward, balance);
  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg leading-snug font-semibold break-words">{reward.title}</h3>
        <span className="shrink-0 rounded-full bg-sand px-3 py-1 text-sm font-bold text-sand-foreground tabular-nums">
          {pointsText(reward.cost)}
        </span>
      </div>
      {reward.description.trim() ? (
        <p className="mt-2 leading-relaxed break-words text-muted-foreground">{reward.description}</p>
      ) : null}
      <p className="mt-3 text-sm text-muted-foreground">{weekly ?? 'No weekly limit'}</p>

      <div className="mt-auto pt-4">
        <Button
          className="w-full"
          // Still focusable when it cannot be asked, so the reason is read out with it.
          aria-disabled={blocked !== null || undefined}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={blocked ? undefined : () => onAsk(reward)}
        >
          Ask for it
        </Button>
        {blocked ? (
          <p id={reasonId} className="mt-2 text-sm font-medium text-muted-foreground">
            {blocked}
          </p>
        ) : null}
        {canManage ? (
          <div className="mt-3 flex gap-2 border-t border-border pt-3">
            <Button
              size="sm"
              variant="ghost"
              className="flex-1"
              aria-label={`Edit ${reward.title}`}
              onClick={() => onEdit(reward)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="flex-1 text-destructive"
              aria-label={`Remove ${reward.title}`}
              onClick={() => onRemove(reward)}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
