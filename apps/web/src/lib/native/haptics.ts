import { isNativeShell } from './platform';

/*
 * A small buzz when something good happens: a task completed or approved (success), a task sent for
 * approval (light). In the phone shell through the Capacitor Haptics plugin, loaded only there so the
 * web bundle never carries it; in a browser through navigator.vibrate where it exists (Android);
 * elsewhere nothing. People who ask their device for reduced motion get no vibration at all.
 */

// Web patterns are milliseconds of vibration and pause: two short pulses for success, one tap for light.
const SUCCESS_PATTERN = [30, 60, 40];
const LIGHT_PATTERN = [15];

type HapticKind = 'success' | 'light';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A task was completed or approved. Never throws; resolves once the device has been asked. */
export function hapticSuccess(): Promise<void> {
  return buzz('success');
}

/** A lighter touch: a task sent for approval, a small confirmation. Never throws. */
export function hapticLight(): Promise<void> {
  return buzz('light');
}

async function buzz(kind: HapticKind): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    if (isNativeShell()) {
      const { Haptics, ImpactStyle, NotificationType } = await import('@capacitor/haptics');
      if (kind === 'success') await Haptics.notification({ type: NotificationType.Success });
      else await Haptics.impact({ style: ImpactStyle.Light });
      return;
    }
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate(kind === 'success' ? SUCCESS_PATTERN : LIGHT_PATTERN);
    }
  } catch {
    // Feedback is a nicety: a device that refuses it must never break the action it accompanies.
  }
}
