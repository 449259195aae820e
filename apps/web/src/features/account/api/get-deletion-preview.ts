import { useQuery } from '@tanstack/react-query';
import type { Role } from '@tidy/domain/constants';
import { apiFetch } from '../../../lib/api-fetch';
import { accountKeys } from './query-keys';

export type DeletionPreview = {
  /** How the person confirms: their password, or (no password: Google, magic link) a link e-mailed to them. */
  confirm_with: 'password' | 'email';
  email: string;
  /** The spaces they organize: deleted with everything in them, unless handed over first. */
  spaces_deleted: { id: string; name: string; other_members: number }[];
  /** The spaces they only belong to: the others keep them. */
  spaces_left: { id: string; name: string; role: Role }[];
};

export function getDeletionPreview(): Promise<DeletionPreview> {
  return apiFetch<DeletionPreview>('/api/account/deletion');
}

/** Read afresh each time the page opens: a space handed over a moment ago must not show as deleted. */
export function useDeletionPreview() {
  return useQuery({
    queryKey: accountKeys.deletion,
    queryFn: getDeletionPreview,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
