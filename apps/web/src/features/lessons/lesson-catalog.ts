import type * as Lessons from '@tidy/domain/lessons';
import { useEffect, useState } from 'react';

// The lesson catalog is the biggest part of the path (every unit's text, about 36 KB gzip): it loads
// beside the person's progress instead of in the app home's first download (budget 180 KB, ARCHITECTURE.md).

export type LessonCatalog = typeof Lessons;

let loaded: LessonCatalog | null = null;
let loading: Promise<LessonCatalog> | null = null;

/** Starts (or joins) loading the catalog; a failed load is tried afresh next time. */
export function loadLessonCatalog(): Promise<LessonCatalog> {
  loading ??= import('@tidy/domain/lessons').then(
    (catalog) => (loaded = catalog),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type CatalogState = { catalog: LessonCatalog | null; failed: boolean; retry: () => void };

/** The catalog once it is here (null until then), and whether loading it failed. */
export function useLessonCatalog(): CatalogState {
  const [catalog, setCatalog] = useState<LessonCatalog | null>(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (catalog) return;
    let current = true;
    loadLessonCatalog().then(
      (module) => current && setCatalog(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [catalog, attempt]);
  return {
    catalog,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
