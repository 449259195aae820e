/*
 * Signing out revokes the session on the server at once, on every device. Whatever this page still does with
 * it afterwards is refused: a live stream the server then ends (and the refetch that follows its end) turns
 * into a row of 401s. So what holds the session open is told before the sign-out request leaves, and told
 * again when it is answered. Kept apart from auth.tsx and free of imports: the live streams register here
 * without the landing page's first download paying for them.
 */

export type SignOutWatcher = {
  /** The sign-out request is about to leave: stop using the session (close live streams, start no new ones). */
  signingOut(): void;
  /** It was answered: `signedOut` is false when it failed and the person is still signed in. */
  signOutEnded(signedOut: boolean): void;
};

const watchers = new Set<SignOutWatcher>();
let signingOut = false;

/** Tells the watcher about every sign-out on this page from now on; the returned function stops that. */
export function watchSignOut(watcher: SignOutWatcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Whether a sign-out request of this page is on its way. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Runs the sign-out request, with the watchers told before it leaves and after it is answered. */
export async function whileSigningOut<T>(request: () => Promise<T>): Promise<T> {
  signingOut = true;
  for (const watcher of [...watchers]) watcher.signingOut();
  let signedOut = false;
  try {
    const result = await request();
    signedOut = true;
    return result;
  } finally {
    signingOut = false;
    for (const watcher of [...watchers]) watcher.signOutEnded(signedOut);
  }
}
