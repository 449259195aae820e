import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { deviceTimeZone } from '../../../lib/native/push';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { DevicePushPanel } from './device-push-panel';
import { NotificationKindSwitches } from './notification-kind-switches';
import { WeeklySummarySettingsGroup } from './weekly-summary-settings';

/** The "Notifications" part of /settings: this device on or off, and which kinds to get. */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  useKeepTimeZone(settings.data?.time_zone);

  return (
    <section
      aria-labelledby="notifications-heading"
      className="mt-6 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7 md:p-9"
    >
      <h2 id="notifications-heading" className="text-xl font-semibold tracking-tight">
        Notifications
      </h2>
      <p className="mt-1 mb-6 leading-relaxed text-muted-foreground">
        A nudge when a task needs you, and a daily reminder at the time that suits you.
      </p>
      {settings.isPending ? (
        <p role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-primary-soft border-t-primary motion-safe:animate-spin"
          />
          Loading your notification settings...
        </p>
      ) : settings.isError ? (
        <div role="alert" className="rounded-2xl bg-destructive-soft p-4">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
            We couldn't load your notification settings
          </p>
          <p className="mt-1 text-sm">{settings.error.message}</p>
          <Button
            variant="outline"
            className="mt-3"
            aria-disabled={settings.isFetching || undefined}
            onClick={() => !settings.isFetching && void settings.refetch()}
          >
            {settings.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        </div>
      ) : (
        <>
          <DevicePushPanel settings={settings.data} />
          <h3 className="mt-8 text-lg font-semibold tracking-tight">What to tell you about</h3>
          <p className="mt-1 mb-4 text-sm leading-relaxed text-muted-foreground">
            These choices count for every device where notifications are on.
          </p>
          <NotificationKindSwitches settings={settings.data} />
          <WeeklySummarySettingsGroup settings={settings.data} />
        </>
      )}
    </section>
  );
}

/**
 * The daily reminder goes out by the person's local clock: when this device's zone differs from the
 * one the server holds (first visit, or after travelling), the server is told once, quietly.
 */
function useKeepTimeZone(serverZone: string | undefined) {
  const { mutate } = useUpdateNotificationSettings();
  const told = useRef(false);
  useEffect(() => {
    if (serverZone === undefined || told.current) return;
    told.current = true;
    const zone = deviceTimeZone();
    // A zone the server does not know answers 400; the reminder then keeps the zone it had.
    if (zone && zone !== serverZone) mutate({ time_zone: zone }, { onError: () => undefined });
  }, [serverZone, mutate]);
}
