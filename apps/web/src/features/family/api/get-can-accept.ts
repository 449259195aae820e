import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { familyKeys } from './query-keys';

export type CanAcceptReason = 'email_mismatch' | 'not_pending' | 'expired';
export type CanAccept = { can_accept: boolean; reason: CanAcceptReason | null };

/** Asks the server whether the signed-in person may accept (spec 01 §5: only the invited e-mail may). */
export function getCanAccept(inviteId: string): Promise<CanAccept> {
  return apiFetch<CanAccept>(`/api/invites/${encodeURIComponent(inviteId)}/can-accept`);
}

/** Only for a signed-in person; keyed by who asks, and asked afresh each time the screen opens. */
export function useCanAccept(inviteId: string, userId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: familyKeys.canAccept(inviteId, userId ?? ''),
    queryFn: () => getCanAccept(inviteId),
    enabled: enabled && userId !== null && inviteId !== '',
    staleTime: 0,
    retry: false,
  });
}
