/*
 * What a push message shows (the payload the server sends through Web Push, see the notifications feature) and
 * where a tap on it leads. Pure, so the service worker's handlers stay a few lines and this is unit-tested.
 */

export const PUSH_KINDS = [
  'review_result',
  'submitted_for_approval',
  'assigned',
  'daily_reminder',
  'chore_reminders',
  'weekly_summary',
  'test',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export type PushPayload = { kind: PushKind; title: string; body: string; url: string; tag: string };

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

export type NotificationToShow = {
  title: string;
  options: { body: string; tag: string; data: { url: string }; icon: string; badge: string };
};

const text = (value: unknown, fallback: string, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : fallback;

/**
 * A path of this site for `url`, or '/' when it is anything else: a tap must never open another site, even if
 * a payload were forged or garbled.
 */
export function samePath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The notification for a push payload; something readable even when the payload is not what we expect. */
export function notificationFor(payload: unknown, origin: string): NotificationToShow {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const kind = PUSH_KINDS.find((known) => known === fields.kind);
  return {
    title: text(fields.title, 'Tidy Steps', 120),
    options: {
      body: text(fields.body, 'Something new is waiting for you in Tidy Steps.', 400),
      // One notification per tag: a newer reminder replaces the older one instead of piling up.
      tag: text(fields.tag, kind ?? 'tidy-steps', 120),
      data: { url: samePath(fields.url, origin) },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
    },
  };
}

/** The path a tapped notification opens. */
export function tappedPath(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return samePath(url, origin);
}

/** Which open window a tap brings forward: one already showing the path, else the focused one, else any. */
export function windowForTap(windows: ReadonlyArray<{ url: string; focused: boolean }>, path: string, origin: string) {
  const showing = windows.findIndex((window) => samePath(urlPath(window.url, origin), origin) === path);
  if (showing !== -1) return { index: showing, navigate: false };
  const focused = windows.findIndex((window) => window.focused);
  if (focused !== -1) return { index: focused, navigate: true };
  return windows.length > 0 ? { index: 0, navigate: true } : null;
}

function urlPath(url: string, origin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '';
  } catch {
    return '';
  }
}
