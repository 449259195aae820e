import type { Logger } from 'pino';
import { webPushSender, type PushSender } from './sender';
import { generateVapidKeys, loadOrCreateVapidKeys, type VapidKeys } from './vapid-keys';

export type PushSettings = {
  /** VAPID keys from the environment, the same for every process; null: made once and kept in `keysFile`. */
  vapidKeys: VapidKeys | null;
  /** Where made keys are kept (DATA_DIR/push/vapid.json); null keeps them in memory for this run (tests). */
  keysFile: string | null;
  /** Who runs this server, for the push services: mailto: or https:. */
  subject: string;
  /** Tests only, never read from the environment: stand-in push services on the loopback address. */
  allowLoopbackEndpoints?: boolean;
  /** Send the daily reminders every 15 minutes (default); tests switch it off and run them by hand. */
  scheduleDailyReminders?: boolean;
};

export async function createPushSender(settings: PushSettings, logger: Logger): Promise<PushSender> {
  const keys =
    settings.vapidKeys ?? (settings.keysFile ? await loadOrCreateVapidKeys(settings.keysFile) : generateVapidKeys());
  logger.debug(
    { keys: settings.vapidKeys ? 'environment' : (settings.keysFile ?? 'memory'), publicKey: keys.publicKey },
    'push: Web Push ready',
  );
  return webPushSender({ keys, subject: settings.subject, allowLoopback: settings.allowLoopbackEndpoints ?? false });
}
