import { CloudOff } from 'lucide-react';

/** Shown while the server cannot be reached: the list keeps working on this device and syncs later. */
export function OfflineNotice({ unsavedCount }: { unsavedCount: number }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-sand-foreground/25 bg-sand px-4 py-3 text-sand-foreground">
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Offline — changes are saved on this device</p>
        <p className="text-sm">
          {unsavedCount === 0
            ? 'Your list syncs again as soon as the connection is back.'
            : `${unsavedCount} ${unsavedCount === 1 ? 'change waits' : 'changes wait'} to sync when the connection is back.`}
        </p>
      </div>
    </div>
  );
}
