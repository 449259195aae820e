import type { LeaderboardEntry } from './api/get-leaderboard';

/** How many people stand on the podium. */
export const PODIUM_SIZE = 3;

/**
 * The podium is the best three who earned anything in the period; everyone else is in the list below it,
 * so nobody appears twice and nobody stands on a podium for 0 points.
 */
export function splitPodium(entries: readonly LeaderboardEntry[]): { podium: LeaderboardEntry[]; rest: LeaderboardEntry[] } {
  const podium = entries.slice(0, PODIUM_SIZE).filter((entry) => entry.points > 0);
  return { podium, rest: entries.slice(podium.length) };
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(rank: number): string {
  const lastTwo = rank % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${rank}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th';
  return `${rank}${suffix}`;
}

/** Spec 01 §8: a member without a name shows as 'Unknown User'. */
export const displayName = (entry: Pick<LeaderboardEntry, 'full_name'>) => entry.full_name.trim() || 'Unknown User';

/** Up to two letters for the round badge: "Ann Organizer" → "AO". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => Array.from(word)[0]!.toUpperCase()).join('') || '?';
}

export const pointsLabel = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/** Nobody shares a space with the person yet: the board would only ever show them. */
export const isAlone = (entries: readonly LeaderboardEntry[]) => entries.every((entry) => entry.is_you);
