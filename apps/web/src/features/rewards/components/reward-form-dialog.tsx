import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-fetch';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid';
import { useCreateReward } from '../api/create-reward';
import type { Reward } from '../api/get-rewards';
import { useUpdateReward } from '../api/update-reward';
import {
  draftOf,
  emptyDraft,
  readRewardDraft,
  REWARD_LIMITS,
  type RewardDraft,
  type RewardProblems,
} from '../reward-form';

type RewardFormDialogProps = {
  spaceId: string;
  /** The reward to change; none to add a new one. */
  reward?: Reward | undefined;
  onClose: () => void;
};

const errorsOf = (problem: string | undefined) => (problem ? [problem] : undefined);

/** Adds a reward to the store, or changes one (managers). Mounted while open. */
export function RewardFormDialog({ spaceId, reward, onClose }: RewardFormDialogProps) {
  const create = useCreateReward();
  const update = useUpdateReward();
  const pending = create.isPending || update.isPending;
  const [draft, setDraft] = useState<RewardDraft>(reward ? draftOf(reward) : emptyDraft);
  const [problems, setProblems] = useState<RewardProblems>({});
  // Typing in a field takes its problem away: a stale message beside a fixed value reads as still wrong.
  const change = (field: keyof RewardDraft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const read = readRewardDraft(draft);
    if ('problems' in read) {
      setProblems(read.problems);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setProblems({});
    const handlers = {
      onSuccess: () => {
        toast.success(reward ? 'Reward saved' : 'Reward added', { description: read.fields.title });
        onClose();
      },
      onError: (error: unknown) =>
        toast.error(reward ? "Couldn't save the reward." : "Couldn't add the reward.", {
          description: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
        }),
    };
    if (reward) update.mutate({ spaceId, rewardId: reward.id, fields: read.fields }, handlers);
    else create.mutate({ spaceId, fields: read.fields }, handlers);
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{reward ? 'Edit reward' : 'Add a reward'}</DialogTitle>
          <DialogDescription>
            {reward
              ? 'Requests already made keep the cost they were asked at.'
              : 'Something the household can spend its points on.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextField
            label="Name"
            value={draft.title}
            maxLength={REWARD_LIMITS.title}
            required
            autoComplete="off"
            placeholder="Movie night pick"
            errors={errorsOf(problems.title)}
            onChange={change('title')}
          />
          <TextareaField
            label="Description (optional)"
            value={draft.description}
            rows={2}
            maxLength={REWARD_LIMITS.description}
            errors={errorsOf(problems.description)}
            onChange={change('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Cost in points"
              type="number"
              inputMode="numeric"
              min={REWARD_LIMITS.cost.min}
              max={REWARD_LIMITS.cost.max}
              step={1}
              required
              value={draft.cost}
              errors={errorsOf(problems.cost)}
              onChange={change('cost')}
            />
            <TextField
              label="Limit per week (optional)"
              type="number"
              inputMode="numeric"
              min={REWARD_LIMITS.weekly.min}
              max={REWARD_LIMITS.weekly.max}
              step={1}
              value={draft.weeklyLimit}
              hint="Times each member may have it in a week."
              errors={errorsOf(problems.weeklyLimit)}
              onChange={change('weeklyLimit')}
            />
          </div>
          <DialogFormFooter
            pending={pending}
            submitLabel={reward ? 'Save' : 'Add reward'}
            pendingLabel={reward ? 'Saving...' : 'Adding...'}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
