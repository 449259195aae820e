/*
 * Where the app runs: in a browser, or inside the Capacitor shell on a phone. The shell's native side puts
 * `window.Capacitor` on the page before any of our code runs, so asking it needs no import of
 * @capacitor/core, which would weigh on every page of the web build. Plugins are imported only after
 * isNativeShell() said yes.
 */

export type NativePlatform = 'android' | 'ios';

type CapacitorBridge = { isNativePlatform?: () => boolean; getPlatform?: () => string };

function bridge(): CapacitorBridge | undefined {
  return (globalThis as { Capacitor?: CapacitorBridge }).Capacitor;
}

/** True inside the Android or iOS shell; false in any browser, installed web app included. */
export function isNativeShell(): boolean {
  try {
    return bridge()?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}

/** Which phone shell this is, or null in a browser. */
export function nativePlatform(): NativePlatform | null {
  if (!isNativeShell()) return null;
  const platform = bridge()?.getPlatform?.();
  return platform === 'android' || platform === 'ios' ? platform : null;
}
