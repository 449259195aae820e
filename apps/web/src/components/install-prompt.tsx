import { Download, Share } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';
import { useInstallPrompt } from '../lib/pwa/use-install-prompt';
import { BrandMark } from './brand-mark';
import { Button } from './ui/button';

/**
 * "Install Tidy Steps": the browser's install dialog where there is one, the Share → Add to Home Screen
 * steps on iPhones and iPads. Hidden in the installed app and for 30 days after "Not now".
 */
export function InstallPrompt({ className }: { className?: string }) {
  const { offer, install, dismiss } = useInstallPrompt();
  const headingId = useId();
  if (offer === 'none') return null;

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center md:p-6',
        className,
      )}
    >
      <div className="flex flex-1 items-start gap-3">
        <BrandMark className="size-10" />
        <div>
          <h2 id={headingId} className="font-semibold">
            Install Tidy Steps
          </h2>
          {offer === 'prompt' ? (
            <p className="text-sm leading-relaxed text-muted-foreground">
              Open it from your home screen like any app, even with no connection.
            </p>
          ) : (
            <p className="text-sm leading-relaxed text-muted-foreground">
              Tap <Share aria-hidden="true" className="inline size-4 align-text-bottom" />
              <span className="font-semibold text-foreground"> Share</span>, then{' '}
              <span className="font-semibold text-foreground">Add to Home Screen</span>.
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-2 pl-13 sm:pl-0">
        {offer === 'prompt' ? (
          <Button size="sm" onClick={() => void install()}>
            <Download aria-hidden="true" />
            Install
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
