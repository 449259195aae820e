import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-fetch';
import { kitchenKeys } from './query-keys';

export type KitchenMember = { user_id: string; full_name: string; has_pin: boolean };

export type Household = {
  device: { id: string; name: string };
  spaces: { id: string; name: string }[];
  /** Everyone in its spaces but guests, each once, by name. */
  members: KitchenMember[];
};

/** The tablet's spaces and everyone it shows; 401 `device_not_linked` when this is not (or no longer) a linked tablet. */
export function getHousehold(): Promise<Household> {
  return apiFetch<Household>('/api/kitchen/household');
}

/** Whether an answer says this browser is not a linked tablet (never linked, or unlinked by an organizer). */
export const isNotLinked = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Read again every minute besides the live updates, so a tablet that missed one (or a new day) catches up. */
export function useHousehold() {
  return useQuery({
    queryKey: kitchenKeys.household,
    queryFn: getHousehold,
    refetchInterval: 60_000,
    retry: (failures, error) => !isNotLinked(error) && failures < 1,
  });
}
