import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { homeKeys } from './query-keys';

/** Spec 01 §4, space-existence check: has this person set up their home, or been invited into one? */
export type HomeStatus = {
  onboarded: boolean;
  has_spaces: boolean;
  has_pending_invite: boolean;
};

export const HOME_STATUS_PATH = '/api/home/status';

export function getHomeStatus(): Promise<HomeStatus> {
  return apiFetch<HomeStatus>(HOME_STATUS_PATH);
}

/** Only for a signed-in person: the server answers 401 otherwise. */
export function useHomeStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: homeKeys.status, queryFn: getHomeStatus, enabled });
}
