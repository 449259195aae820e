import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, SpaceType } from '@tidy/domain/constants';
import { todayIsoDate } from '@tidy/domain/time';
import { ApiError, apiFetch } from '../../../lib/api-fetch';
import { deviceTimeZone } from '../../../lib/native/push';
import type { HomeStatus } from './get-home-status';
import type { Space } from './get-spaces';
import { homeKeys } from './query-keys';

export type NewSpace = { name: string; space_type: SpaceType; description?: string };

export type CreateHomeInput = {
  /** 1 to MAX_ONBOARDING_SPACES spaces. */
  spaces: NewSpace[];
  preferences: Preferences;
};

/**
 * Onboarding's 'Create My Spaces' (and later 'Add Space'): in one transaction the server creates the
 * spaces with their starter tasks, makes the person their organizer and saves the preferences.
 */
export async function createHome(input: CreateHomeInput): Promise<Space[]> {
  // Our own date, so the starter tasks are today's daily tasks wherever we are; our own zone, so chores fall
  // due by the household's clock.
  const request = { ...input, today: todayIsoDate(new Date()) };
  const timeZone = deviceTimeZone();
  try {
    const body = await apiFetch<{ spaces: Space[] }>('/api/home', {
      method: 'POST',
      body: { ...request, time_zone: timeZone },
    });
    return body.spaces;
  } catch (error) {
    // A zone this browser knows and the server does not must not stop a home being made: it stays on UTC,
    // and an organizer can choose its zone in the space's settings.
    if (timeZone === undefined || !refusedTimeZone(error)) throw error;
    const body = await apiFetch<{ spaces: Space[] }>('/api/home', { method: 'POST', body: request });
    return body.spaces;
  }
}

/** The server answered 400 for the time zone alone. */
function refusedTimeZone(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return false;
  const fields: unknown[] = error.details.map((detail: unknown) =>
    typeof detail === 'object' && detail !== null && 'path' in detail ? detail.path : null,
  );
  return fields.length > 0 && fields.every((field) => field === 'time_zone');
}

/** Invalidates: spaces, home status, preferences. */
export function useCreateHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHome,
    onSuccess: async () => {
      // Marked onboarded at once, so the app home does not send the person back here while it re-checks.
      queryClient.setQueryData<HomeStatus>(homeKeys.status, (status) =>
        status ? { ...status, onboarded: true, has_spaces: true } : status,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: homeKeys.spaces }),
        queryClient.invalidateQueries({ queryKey: homeKeys.status }),
        queryClient.invalidateQueries({ queryKey: homeKeys.preferences }),
      ]);
    },
  });
}
