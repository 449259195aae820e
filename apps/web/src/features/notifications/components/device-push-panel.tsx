import { Bell, BellOff, BellRing, Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { pushSupport, type DevicePushState, type EnablePushResult } from '../../../lib/native/push';
import { actionToast } from '../../../lib/action-toast';
import { useDevicePushState } from '../api/get-device-push-state';
import type { NotificationSettings } from '../api/get-notification-settings';
import { useSendTestNotification } from '../api/send-test-notification';
import { useTurnOffPush } from '../api/turn-off-push';
import { useTurnOnPush } from '../api/turn-on-push';
import {
  BLOCKED_IN_BROWSER,
  BLOCKED_ON_PHONE,
  devices,
  SHELL_NOT_CONNECTED,
  statusOf,
  UNSUPPORTED,
} from '../device-status';

// The labels are long for a phone: they wrap instead of running out of the button.
const DEVICE_BUTTON = 'h-auto min-h-11 w-full py-2 text-center whitespace-normal sm:w-auto';

function toastOutcome(result: EnablePushResult, support: DevicePushState['support']) {
  switch (result.outcome) {
    case 'subscribed':
      toast.success('Notifications are on for this device');
      return;
    case 'denied':
      toast.error('Notifications are blocked', {
        description: support === 'native' ? BLOCKED_ON_PHONE : BLOCKED_IN_BROWSER,
      });
      return;
    case 'dismissed':
      toast.info('Notifications stay off', { description: 'Press the button again whenever you are ready.' });
      return;
    case 'allowed-in-shell':
      toast.info('Notifications allowed', { description: SHELL_NOT_CONNECTED });
      return;
    case 'unsupported':
      toast.error('Not available here', { description: UNSUPPORTED });
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Turning notifications on or off for this device, and a test to see them arrive. */
export function DevicePushPanel({ settings }: { settings: NotificationSettings }) {
  const device = useDevicePushState();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const sendTest = useSendTestNotification();
  const subscriptions = settings.push.subscriptions;

  if (device.isPending) {
    return (
      <p role="status" className="rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
        Checking this device...
      </p>
    );
  }
  // Asking the device failed (a broken service worker): treat it as off, the button will tell more.
  const state: DevicePushState = device.data ?? {
    support: pushSupport(),
    permission: 'prompt',
    webPush: true,
    subscribed: false,
  };
  const status = statusOf(state, subscriptions);
  const busy = turnOn.isPending || turnOff.isPending;
  const Icon = status.tone === 'on' ? BellRing : status.tone === 'blocked' ? BellOff : Bell;

  function switchOn() {
    if (busy) return;
    const outcome = actionToast('device-push-on');
    turnOn.mutate(settings.push.public_key, {
      onSuccess: (result) => {
        outcome.succeeded();
        toastOutcome(result, state.support);
      },
      onError: (error) => outcome.failed('Could not turn on notifications', { description: errorText(error) }),
    });
  }

  function switchOff() {
    if (busy) return;
    const outcome = actionToast('device-push-off');
    turnOff.mutate(undefined, {
      onSuccess: () => outcome.succeeded('Notifications are off for this device'),
      onError: (error) => outcome.failed('Could not turn off notifications', { description: errorText(error) }),
    });
  }

  function test() {
    if (sendTest.isPending) return;
    const outcome = actionToast('device-push-test');
    sendTest.mutate(undefined, {
      onSuccess: (sent) => {
        outcome.succeeded();
        if (sent > 0) toast.success(`Test notification sent to ${devices(sent)}`);
        else toast.info('No device to send to', { description: 'Turn on notifications on this device first.' });
      },
      onError: (error) => outcome.failed('Could not send a test notification', { description: errorText(error) }),
    });
  }

  return (
    <div className="rounded-2xl border border-border bg-background p-4 sm:p-5">
      <div role="status" className={status.detail ? 'flex items-start gap-3' : 'flex items-center gap-3'}>
        <span
          aria-hidden="true"
          className={
            status.tone === 'on'
              ? 'inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground'
              : 'inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground'
          }
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold">{status.title}</p>
          {status.detail ? <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{status.detail}</p> : null}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {status.tone === 'off' ? (
          <Button aria-disabled={busy || undefined} onClick={switchOn} className={DEVICE_BUTTON}>
            <Bell aria-hidden="true" />
            {turnOn.isPending ? 'Turning on...' : 'Turn on notifications on this device'}
          </Button>
        ) : null}
        {status.tone === 'on' ? (
          <Button variant="outline" aria-disabled={busy || undefined} onClick={switchOff} className={DEVICE_BUTTON}>
            <BellOff aria-hidden="true" />
            {turnOff.isPending ? 'Turning off...' : 'Turn off on this device'}
          </Button>
        ) : null}
        <Button
          variant="outline"
          aria-disabled={sendTest.isPending || undefined}
          onClick={test}
          className={DEVICE_BUTTON}
        >
          <Send aria-hidden="true" />
          {sendTest.isPending ? 'Sending...' : 'Send a test notification'}
        </Button>
      </div>
    </div>
  );
}
