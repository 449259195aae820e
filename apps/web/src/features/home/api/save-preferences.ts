import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import type { SavedPreferences } from './get-preferences';
import { homeKeys } from './query-keys';

export async function savePreferences(preferences: Preferences): Promise<Preferences> {
  const body = await apiFetch<{ preferences: Preferences }>('/api/preferences', {
    method: 'PUT',
    body: preferences,
  });
  return body.preferences;
}

/** Invalidates: preferences (the answer is written straight into the cache). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData<SavedPreferences>(homeKeys.preferences, { preferences, saved: true });
    },
  });
}
