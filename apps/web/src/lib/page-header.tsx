import { createContext, use, useEffect, useState, type ReactNode } from 'react';

/**
 * What a page may say about the header bar beyond its route's defaults: a title only known after
 * loading (a space's name) or a Back button that does something other than going back one page.
 */
export type PageHeaderOverride = {
  title?: string;
  onBack?: () => void;
};

type SetOverride = (override: PageHeaderOverride | null) => void;

// Two contexts: pages only hold the (stable) setter, so setting the header never re-renders them.
const OverrideContext = createContext<PageHeaderOverride | null>(null);
const SetOverrideContext = createContext<SetOverride | null>(null);

export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<PageHeaderOverride | null>(null);
  return (
    <SetOverrideContext value={setOverride}>
      <OverrideContext value={override}>{children}</OverrideContext>
    </SetOverrideContext>
  );
}

export function usePageHeaderOverride(): PageHeaderOverride | null {
  return use(OverrideContext);
}

/** Lets the current page set the header title and/or a custom Back handler while it is shown. */
export function usePageHeader({ title, onBack }: PageHeaderOverride): void {
  const setOverride = use(SetOverrideContext);
  useEffect(() => {
    if (!setOverride) return;
    setOverride({ title, onBack });
    return () => setOverride(null);
  }, [setOverride, title, onBack]);
}

const SITE_NAME = 'Tidy Steps';

/** Sets the browser tab title: "My Spaces · Tidy Steps", or just "Tidy Steps" on the landing page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = !title || title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
  }, [title]);
}
