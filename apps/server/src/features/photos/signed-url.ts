import { createHmac, timingSafeEqual } from 'node:crypto';

// Short-lived signed addresses for photos, so an <img> (or the phone app, which signs in with a bearer
// token an <img> cannot send) can load a photo it was given by an authorized API call. The expiry is
// rounded up to a window, so one photo keeps one address for a while and the browser can cache it.

export const PHOTO_VARIANTS = ['full', 'thumb'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

const WINDOW_SECONDS = 15 * 60;

export type PhotoUrlSigner = {
  url(photoId: string, variant: PhotoVariant, now?: Date): string;
  verify(photoId: string, variant: PhotoVariant, expires: string | undefined, signature: string | undefined, now?: Date): boolean;
};

export function photoUrlSigner(key: Uint8Array): PhotoUrlSigner {
  const sign = (photoId: string, variant: PhotoVariant, expires: number) =>
    createHmac('sha256', key).update(`photo:${photoId}:${variant}:${expires}`).digest('base64url');

  return {
    url(photoId, variant, now = new Date()) {
      const seconds = Math.floor(now.getTime() / 1000);
      const expires = (Math.floor(seconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return `/api/photos/${photoId}/${variant}?expires=${expires}&signature=${sign(photoId, variant, expires)}`;
    },
    verify(photoId, variant, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at * 1000 < now.getTime()) return false;
      const expected = Buffer.from(sign(photoId, variant, at));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** A key for photo addresses only, derived from the server's secret. */
export function photoUrlKey(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('tidy-steps photo urls v1').digest();
}
