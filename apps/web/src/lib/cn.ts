import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { CLASS_GROUPS_IN_USE } from './class-groups';

/*
 * tailwind-merge builds a map of every Tailwind class group (about 380) the first time it merges, in the middle of
 * the first screen's render: some 10 ms of a slow phone's time in one task. Ours knows only the groups the app's
 * classes belong to (class-groups.ts, checked against the source by cn.test.ts), so it merges exactly as the full
 * one does on them, and builds its map in a third of the time.
 */
const merge = createTailwindMerge(() => {
  const full = getDefaultConfig();
  const inUse = new Set<string>(CLASS_GROUPS_IN_USE);
  return {
    ...full,
    classGroups: Object.fromEntries(
      Object.entries(full.classGroups).filter(([group]) => inUse.has(group)),
    ) as typeof full.classGroups,
  };
});

/** Joins class names and lets a later Tailwind class override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
