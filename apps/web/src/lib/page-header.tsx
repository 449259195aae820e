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

// The page's own browser-tab title, when its header title does not say which mode or step it is in.
const PageTitleContext = createContext<string | null>(null);
const SetPageTitleContext = createContext<((title: string | null) => void) | null>(null);

export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<PageHeaderOverride | null>(null);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  return (
    <SetOverrideContext value={setOverride}>
      <SetPageTitleContext value={setPageTitle}>
        <OverrideContext value={override}>
          <PageTitleContext value={pageTitle}>{children}</PageTitleContext>
        </OverrideContext>
      </SetPageTitleContext>
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

/**
 * Gives the browser tab (and the route announcer) a title of the page's own while it is shown: the step of
 * a wizard, the screen of a lesson, a not-found state. The header bar keeps its shorter title.
 */
export function usePageTitle(title: string | undefined): void {
  const setPageTitle = use(SetPageTitleContext);
  useEffect(() => {
    if (!setPageTitle || !title) return;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
}

/** The title set with usePageTitle, if any. */
export function usePageTitleOverride(): string | null {
  return use(PageTitleContext);
}

const SITE_NAME = 'Tidy Steps';

/** The browser tab's title for a page: "My Spaces · Tidy Steps", or just "Tidy Steps" on the landing page. */
export function documentTitle(title: string | undefined): string {
  return !title || title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
}

/** Sets the browser tab title (prerendered pages carry the same title in their HTML). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
