import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { authKeys } from './query-keys';

/** Which outside sign-in providers this server has set up. */
export type Providers = { google: boolean };

export function getProviders(): Promise<Providers> {
  return apiFetch<Providers>('/api/auth/providers');
}

export function useProviders() {
  // Set up once by whoever runs the server: it does not change while the page is open.
  return useQuery({ queryKey: authKeys.providers, queryFn: getProviders, staleTime: Infinity });
}
