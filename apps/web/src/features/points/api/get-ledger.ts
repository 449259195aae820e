import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch';
import { pointsKeys } from './query-keys';

export type LedgerKind = 'earn' | 'spend' | 'adjust' | 'refund' | 'reversal';

export type LedgerEntry = {
  id: string;
  user_id: string;
  kind: LedgerKind;
  /** Positive adds to the balance, negative takes from it. */
  points: number;
  reason: string;
  /** The work that earned it or the reward request that spent it. */
  for: { kind: 'daily_task' | 'assignment' | 'chore' | 'reward'; id: string } | null;
  /** For a refund or reversal: the entry it undoes. */
  reverses_id: string | null;
  undone: boolean;
  /** The viewer may undo it (organizers, never their own points). */
  can_undo: boolean;
  /** Who approved, adjusted or undid it; `user_id` is null for someone who has since deleted their account. */
  by: { user_id: string | null; full_name: string } | null;
  created_at: string;
};

export type Ledger = {
  /** Whose ledger; null for the whole space's. */
  member: string | null;
  /** Null for the whole space's ledger. */
  balance: number | null;
  entries: LedgerEntry[];
  /** Pass as `before` for the next, older page; null on the last page. */
  next_before: string | null;
};

/** Whose ledger to read: your own, a member's (organizers), or the whole space's (organizers). */
export type LedgerMember = 'me' | 'all' | (string & {});

/** A page of the ledger, newest first. 403 for a member asking for someone else's. */
export function getLedger(spaceId: string, member: LedgerMember, before?: string): Promise<Ledger> {
  const query = new URLSearchParams();
  if (member !== 'me') query.set('member', member);
  if (before) query.set('before', before);
  const search = query.toString();
  return apiFetch<Ledger>(`/api/spaces/${encodeURIComponent(spaceId)}/points${search ? `?${search}` : ''}`);
}

/** The ledger in pages: "Show more" fetches the next, older page. */
export function useLedger(spaceId: string, member: LedgerMember) {
  return useInfiniteQuery({
    queryKey: pointsKeys.ledger(spaceId, member),
    queryFn: ({ pageParam }) => getLedger(spaceId, member, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}
