import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { homeKeys } from './query-keys';

export type SavedPreferences = {
  /** The saved choices, or the defaults (spec 01 §9) when `saved` is false. */
  preferences: Preferences;
  saved: boolean;
};

export function getPreferences(): Promise<SavedPreferences> {
  return apiFetch<SavedPreferences>('/api/preferences');
}

export function usePreferences() {
  return useQuery({ queryKey: homeKeys.preferences, queryFn: getPreferences });
}
