import type { ReactNode } from 'react';

type LegalDocumentProps = {
  title: string;
  /** When the text last changed, as an ISO date; shown in words. */
  updated: string;
  intro: ReactNode;
  children: ReactNode;
};

/** The long-form reading layout of the terms and the privacy notice: one column, comfortable line length. */
export function LegalDocument({ title, updated, intro, children }: LegalDocumentProps) {
  const updatedText = new Date(`${updated}T00:00:00Z`).toLocaleDateString('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-10 md:px-8 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        Last updated <time dateTime={updated}>{updatedText}</time>
      </p>
      <div className="mt-6 text-lg leading-relaxed text-muted-foreground">{intro}</div>
      <div className="mt-10 flex flex-col gap-10">{children}</div>
    </article>
  );
}

/** One numbered part of a legal document, with an h2. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6">
      <h2 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h2>
      {children}
    </section>
  );
}
