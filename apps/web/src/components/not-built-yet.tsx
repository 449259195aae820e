import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';

type NotBuiltYetProps = {
  /** The page's name, shown as its heading. */
  title: string;
  /** One sentence: what this page will do for the household. */
  purpose: string;
  /** Where 'Return to Home' goes (the app's route module owns the paths). */
  homePath: string;
};

/** The honest placeholder for a page that a later issue builds. No sample data, no pretend controls. */
export function NotBuiltYet({ title, purpose, homePath }: NotBuiltYetProps) {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-5 py-16 md:px-8 md:py-24">
      <div className="rounded-3xl border border-border bg-surface p-8 shadow-sm md:p-12">
        <span className="mb-6 inline-flex size-12 items-center justify-center rounded-2xl bg-sand text-sand-foreground">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{purpose}</p>
        <p className="mt-6 rounded-xl bg-muted px-4 py-3 font-medium">This page is not built yet.</p>
        <Button asChild variant="outline" className="mt-8">
          <Link to={homePath}>Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
