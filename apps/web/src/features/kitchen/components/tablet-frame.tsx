import { formatDayHeading, todayIsoDate } from '@tidy/domain/time';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';

/**
 * The tablet's whole screen: no site header, tabs or links away, only the household's own things, written large
 * for a shared screen read from a step away.
 */
export function TabletFrame({ deviceName, children }: { deviceName?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-lg text-foreground">
      <header className="border-b border-border/80 bg-surface/90">
        <div className="mx-auto flex min-h-20 max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-5 py-3 md:px-8">
          <p className="flex items-center gap-3 text-xl font-semibold tracking-tight">
            <BrandMark className="size-10" />
            <span>
              Tidy Steps{deviceName ? <span className="font-normal text-muted-foreground"> · {deviceName}</span> : null}
            </span>
          </p>
          <p className="text-muted-foreground">{formatDayHeading(todayIsoDate(new Date()))}</p>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-5 py-8 focus:outline-none md:px-8 md:py-10"
      >
        {children}
      </main>
    </div>
  );
}
