import type { MotivationCard } from '@tidy/domain/motivation';

// The day's motivation card is kept in local storage (spec 02 §4): shown from there when present,
// written after a refresh from the server, cleared when a refresh fails.

/** The part of the Web Storage interface the cache uses, so tests can hand in their own. */
export type CardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isCard = (value: unknown): value is MotivationCard =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).quote === 'string' &&
  typeof (value as Record<string, unknown>).dailyTip === 'string' &&
  typeof (value as Record<string, unknown>).aiEncouragement === 'string';

/** The browser's local storage, or null where it is missing or refused (private modes, blocked cookies). */
export function browserStorage(): CardStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The cached card, or null when there is none or what is stored is not a card. */
export function readCachedCard(storage: CardStorage | null, key: string): MotivationCard | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isCard(value)
      ? { quote: value.quote, dailyTip: value.dailyTip, aiEncouragement: value.aiEncouragement }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the card for the day; a full or refused storage only means it is not kept. */
export function writeCachedCard(storage: CardStorage | null, key: string, card: MotivationCard): void {
  if (!storage) return;
  try {
    const { quote, dailyTip, aiEncouragement } = card;
    storage.setItem(key, JSON.stringify({ quote, dailyTip, aiEncouragement }));
  } catch {
    // Nothing to do: the card shows anyway, it is only not remembered.
  }
}

export function clearCachedCard(storage: CardStorage | null, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    // As above: storage that refuses cannot hold a stale card either.
  }
}
