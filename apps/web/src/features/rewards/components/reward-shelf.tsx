import { Gift, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Reward, RewardStore } from '../api/get-rewards';
import { useRemoveRewardWithUndo } from '../use-remove-reward-with-undo';
import { AskRewardDialog } from './ask-reward-dialog';
import { RewardCard } from './reward-card';
import { RewardFormDialog } from './reward-form-dialog';

type RewardShelfProps = { spaceId: string; store: RewardStore };

/** The rewards of the store as cards; managers add, edit and remove them here. */
export function RewardShelf({ spaceId, store }: RewardShelfProps) {
  const [asking, setAsking] = useState<Reward | null>(null);
  // undefined: no form; null: adding a new reward; a reward: editing it.
  const [editing, setEditing] = useState<Reward | null | undefined>(undefined);
  const removeReward = useRemoveRewardWithUndo(spaceId);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="store-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="store-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight focus:outline-none"
        >
          What points buy
        </h2>
        {store.can_manage ? (
          <Button size="sm" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" />
            Add reward
          </Button>
        ) : null}
      </div>
      {store.rewards.length === 0 ? (
        <p className="flex items-start gap-3 rounded-2xl bg-sand p-5 leading-relaxed text-sand-foreground">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {store.can_manage
            ? 'No rewards yet. Add something your household would like to work towards.'
            : 'No rewards yet. Ask an organizer to add some.'}
        </p>
      ) : (
        <ul aria-label="Rewards" className="grid gap-4 sm:grid-cols-2">
          {store.rewards.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              balance={store.balance}
              canManage={store.can_manage}
              onAsk={setAsking}
              onEdit={setEditing}
              onRemove={(removed) => removeReward(removed, () => heading.current?.focus())}
            />
          ))}
        </ul>
      )}
      <AskRewardDialog spaceId={spaceId} reward={asking} onClose={() => setAsking(null)} />
      {editing !== undefined ? (
        <RewardFormDialog spaceId={spaceId} reward={editing ?? undefined} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  );
}
