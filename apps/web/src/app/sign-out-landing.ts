/*
 * Signing out on purpose ends on the landing page (/ as a visitor). The session goes before the move to /
 * has rendered (navigation is a transition), so a page for signed-in people would see no one there and
 * send the person to sign in again. It remembers where the sign-out started and waits there instead.
 */

let signingOutAt: string | null = null;

/** The sign-out from this page (path and query) is starting. */
export function startSignOutAt(place: string) {
  signingOutAt = place;
}

/** The sign-out is over: it failed, or the page it started on is gone. */
export function forgetSignOut() {
  signingOutAt = null;
}

/** Whether the person signed out on purpose from this very page, and is on their way to the landing page. */
export function isLeavingAfterSignOut(place: string): boolean {
  return signingOutAt === place;
}
