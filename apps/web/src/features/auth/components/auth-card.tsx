import { useEffect, useRef, type ReactNode } from 'react';
import { ControlsAfterHydration } from '../../../components/controls-after-hydration';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** Drawn above the title: the brand mark, or an IconBadge. */
  icon?: ReactNode;
  /** Move focus to the title when the card appears, after the person switched forms (not on first load). */
  focusTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
};

/** The card every account screen sits in; its title is the page's h1. */
export function AuthCard({ title, subtitle, icon, focusTitle = false, children, footer }: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The button that switched forms is gone; without this, focus would fall back to the page's start.
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-9">
        {icon ? <div className="mb-5">{icon}</div> : null}
        <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-2 leading-relaxed text-muted-foreground">{subtitle}</p> : null}
        <ControlsAfterHydration className="mt-7">{children}</ControlsAfterHydration>
        {footer ? <div className="mt-7 border-t border-border pt-5">{footer}</div> : null}
      </div>
    </section>
  );
}

/** A lucide icon on a soft tile, above a card's title. */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground [&_svg]:size-6">
      {children}
    </span>
  );
}
