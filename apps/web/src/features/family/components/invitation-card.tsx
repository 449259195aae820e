import { MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark';

/** The frame of every state of the invitation screen: the brand, and one card headed "You're invited!". */
export function InvitationCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-5 sm:py-12">
      <div className="mb-8 flex items-center gap-2.5">
        <BrandMark />
        <span className="text-lg font-semibold tracking-tight">Tidy Steps</span>
      </div>
      <section
        aria-labelledby="invitation-heading"
        className="w-full max-w-md rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8 md:p-10"
      >
        <div className="text-center">
          <span className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <MailOpen className="size-7" aria-hidden="true" />
          </span>
          <h1 id="invitation-heading" className="text-3xl font-bold tracking-tight">
            You're invited!
          </h1>
        </div>
        {children}
      </section>
    </main>
  );
}

/** A problem the person can act on (try again, sign out), announced as it appears. */
export function InvitationProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl border border-destructive/25 bg-destructive-soft px-4 py-3 leading-relaxed text-destructive"
    >
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm font-medium">{children}</div>
    </div>
  );
}

/** Waiting inside the card (the server is checking something), read out like the full-page state. */
export function InvitationLoading({ label }: { label: string }) {
  return (
    <div role="status" className="mt-6 flex flex-col items-center gap-3 py-8 text-muted-foreground">
      <span
        aria-hidden="true"
        className="size-7 rounded-full border-[3px] border-primary-soft border-t-primary motion-safe:animate-spin"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
