import { TabletSmartphone, Unlink } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useKitchenDevices, type KitchenDevice } from '../api/get-kitchen-devices';
import { useUnlinkKitchenDevice } from '../api/unlink-kitchen-device';
import { lastUsedWhen, linkedWhen, untilWhen } from '../device-times';

// The dialog loads when someone first reaches for the button.
const LinkTabletDialog = lazy(() =>
  import('./link-tablet-dialog').then((module) => ({ default: module.LinkTabletDialog })),
);

/**
 * Family → "Kitchen tablet", for organizers: link the household's shared screen, see the tablets that show your
 * spaces (linked when, last used) and unlink one, which stops it at its very next request. Nothing for anyone
 * who runs no space and linked no tablet.
 */
export function KitchenDevicesSection() {
  const list = useKitchenDevices({ watchForLink: true });
  const unlink = useUnlinkKitchenDevice();
  const [linking, setLinking] = useState(false);
  const [asking, setAsking] = useState<KitchenDevice | null>(null);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The unlinked tablet's row (and its button) is gone: the focus goes to the section's heading instead.
  const unlinked = useRef(false);

  if (!list.data) return null;
  const { spaces, devices } = list.data;
  if (spaces.length === 0 && devices.length === 0) return null;

  function confirmUnlink() {
    if (!asking || unlink.isPending) return;
    const device = asking;
    unlink.mutate(device.id, {
      onSuccess: () => {
        unlinked.current = true;
        setAsking(null);
        setSaid(`${device.name} is unlinked. It stopped working at once.`);
      },
      onError: (error) => setSaid(error.message),
    });
  }

  return (
    <section
      aria-labelledby="kitchen-tablet-heading"
      className="mt-10 flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 md:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
            <TabletSmartphone aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2
              ref={heading}
              id="kitchen-tablet-heading"
              tabIndex={-1}
              className="text-xl font-semibold focus:outline-none"
            >
              Kitchen tablet
            </h2>
            <p className="mt-1 leading-relaxed text-muted-foreground">
              One shared screen for the household: everyone taps their picture to see and do their own chores.
            </p>
          </div>
        </div>
        {spaces.length > 0 ? (
          <Button className="sm:shrink-0" onClick={() => setLinking(true)}>
            <TabletSmartphone aria-hidden="true" />
            Link a kitchen tablet
          </Button>
        ) : null}
      </div>

      {devices.length === 0 ? (
        <p className="text-muted-foreground">No tablet is linked yet.</p>
      ) : (
        <ul aria-label="Kitchen tablets" className="flex flex-col divide-y divide-border">
          {devices.map((device) => (
            <li
              key={device.id}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{device.name}</p>
                <p className="text-sm text-muted-foreground">
                  {device.spaces.length > 0
                    ? `Shows ${device.spaces.map((space) => space.name).join(', ')}`
                    : 'Shows none of your spaces'}
                </p>
                <p className="text-sm text-muted-foreground">{statusOf(device)}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setAsking(device)}
                aria-label={device.state === 'linked' ? `Unlink ${device.name}` : `Cancel linking ${device.name}`}
              >
                <Unlink aria-hidden="true" />
                {device.state === 'linked' ? 'Unlink' : 'Cancel'}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {/* Always there, so that what appears in it is read out. */}
      <div role="status" className="empty:-mt-5">
        {said ? <p className="font-semibold text-primary">{said}</p> : null}
      </div>

      {linking ? (
        <Suspense fallback={null}>
          <LinkTabletDialog spaces={spaces} onClose={() => setLinking(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={`Unlink ${asking?.name ?? 'the tablet'}?`}
        description="It stops working at once, wherever it is. To use it again, link it anew."
        confirmLabel="Unlink"
        pendingLabel="Unlinking..."
        pending={unlink.isPending}
        destructive
        icon={<Unlink aria-hidden="true" />}
        onConfirm={confirmUnlink}
        moveFocusOnClose={() => {
          if (!unlinked.current) return false;
          unlinked.current = false;
          heading.current?.focus();
          return true;
        }}
      />
    </section>
  );
}

function statusOf(device: KitchenDevice): string {
  if (device.state === 'waiting') {
    return device.link_expires_at
      ? `Waiting for the tablet · its code works until ${untilWhen(device.link_expires_at)}`
      : 'Waiting for the tablet';
  }
  const linked = device.linked_at ? `Linked ${linkedWhen(device.linked_at)}` : 'Linked';
  return device.last_used_at ? `${linked} · last used ${lastUsedWhen(device.last_used_at)}` : linked;
}
