import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { rewardKeys } from './query-keys';

export type RewardSettingsInput = { spaceId: string; parentsManageRewards: boolean };

/** Organizers only: whether parents add, change and answer rewards too. */
export async function putRewardSettings({ spaceId, parentsManageRewards }: RewardSettingsInput): Promise<boolean> {
  const body = await apiFetch<{ parents_manage_rewards: boolean }>(
    `/api/spaces/${encodeURIComponent(spaceId)}/reward-settings`,
    { method: 'PUT', body: { parents_manage_rewards: parentsManageRewards } },
  );
  return body.parents_manage_rewards;
}

/** Invalidates: the store (it carries the setting). */
export function usePutRewardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRewardSettings,
    onSuccess: (_setting, { spaceId }) => queryClient.invalidateQueries({ queryKey: rewardKeys.store(spaceId) }),
  });
}
