import { Download, FileArchive, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-fetch';
import { downloadExport, useDataExports, useRequestExport, type DataExport } from '../api/exports';

const when = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "840 KB", "3.2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const message = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * "Your data" in /settings (issue 20): a copy of everything the app keeps about the person, made in the
 * background, announced by e-mail, downloadable here for 24 hours.
 */
export function YourDataSection() {
  const exports = useDataExports();
  const ask = useRequestExport();
  const [downloading, setDownloading] = useState(false);
  const latest: DataExport | undefined = exports.data?.[0];

  const askForCopy = () =>
    ask.mutate(undefined, {
      onSuccess: () => toast.success("We're gathering your data. We'll e-mail you when it is ready."),
      onError: (error) => toast.error(message(error)),
    });

  const download = async (item: DataExport) => {
    setDownloading(true);
    try {
      await downloadExport(item);
    } catch (error) {
      toast.error(message(error));
      void exports.refetch();
    } finally {
      setDownloading(false);
    }
  };

  let status: React.ReactNode = null;
  let action: React.ReactNode = (
    <Button variant="outline" onClick={askForCopy} disabled={ask.isPending || exports.isPending}>
      <FileArchive aria-hidden="true" />
      {latest ? 'Ask for a new copy' : 'Ask for a copy'}
    </Button>
  );
  if (latest?.status === 'pending') {
    status = (
      <span className="flex items-center gap-2">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Gathering your data. We'll e-mail you when it is ready.
      </span>
    );
    action = null;
  } else if (latest?.status === 'ready') {
    status = `Your copy (${formatSize(latest.size_bytes ?? 0)}) can be downloaded until ${when.format(new Date(latest.expires_at!))}.`;
    action = (
      <Button onClick={() => void download(latest)} disabled={downloading}>
        <Download aria-hidden="true" />
        {downloading ? 'Downloading…' : 'Download (zip)'}
      </Button>
    );
  } else if (latest?.status === 'failed') {
    status = 'Your last copy could not be made. Please ask again.';
  } else if (latest?.status === 'expired') {
    status = 'Your last copy has expired: downloads are kept for 24 hours.';
  } else if (exports.isError) {
    status = message(exports.error);
  }

  return (
    <section
      id="your-data"
      aria-labelledby="your-data-heading"
      className="mt-6 flex scroll-mt-24 flex-col gap-4 rounded-2xl border border-border bg-surface p-5 md:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <FileArchive aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="your-data-heading" className="font-semibold">
            Your data
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Download a copy of everything Tidy Steps keeps about you: your account, tasks, points, progress and photos.
            For the spaces you organize it adds their tasks, chores, history and points as spreadsheets.
          </p>
        </div>
      </div>
      <p role="status" className="text-sm text-foreground empty:hidden">
        {status}
      </p>
      {action && <div className="flex flex-wrap gap-3">{action}</div>}
    </section>
  );
}
