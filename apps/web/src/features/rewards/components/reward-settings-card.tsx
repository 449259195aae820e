import { useId } from 'react';
import { toast } from 'sonner';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-fetch';
import { usePutRewardSettings } from '../api/put-reward-settings';

type RewardSettingsCardProps = { spaceId: string; parentsManageRewards: boolean };

/** Organizers decide whether parents add, change and answer rewards too. */
export function RewardSettingsCard({ spaceId, parentsManageRewards }: RewardSettingsCardProps) {
  const settings = usePutRewardSettings();
  const labelId = useId();
  const hintId = useId();
  const checked = settings.isPending ? settings.variables.parentsManageRewards : parentsManageRewards;

  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="min-w-0">
        <p id={labelId} className="font-semibold">
          Parents can manage rewards
        </p>
        <p id={hintId} className="mt-1 text-sm leading-relaxed text-muted-foreground">
          Parents add, change and remove rewards, and answer requests.
        </p>
      </div>
      <Switch
        aria-labelledby={labelId}
        aria-describedby={hintId}
        checked={checked}
        disabled={settings.isPending}
        onCheckedChange={(next) =>
          settings.mutate(
            { spaceId, parentsManageRewards: next },
            {
              onSuccess: (saved) =>
                toast.success(saved ? 'Parents can now manage rewards' : 'Only organizers manage rewards now'),
              onError: (error) =>
                toast.error("Couldn't change the setting.", {
                  description: error instanceof ApiError && error.status !== 0 ? error.message : undefined,
                }),
            },
          )
        }
      />
    </div>
  );
}
