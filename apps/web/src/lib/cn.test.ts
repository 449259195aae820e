import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS_IN_USE } from './class-groups';
import { cn } from './cn';

// cn() merges with only the class groups the app uses (cn.ts). These tests find every class written in the
// app's source and prove that cn merges each pair of them exactly as tailwind-merge's full configuration does.

const source = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every word of every string in the source: the classes are among them (more words only make more pairs). */
function wordsOfStrings(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(source)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (word && !word.includes('${')) words.add(word);
      }
    }
  }
  return [...words];
}

/** A merge knowing the given groups only (and none at all for an empty list). */
function mergeWith(groups: string[]) {
  return createTailwindMerge(() => {
    const full = getDefaultConfig();
    return {
      ...full,
      classGroups: Object.fromEntries(Object.entries(full.classGroups).filter(([group]) => groups.includes(group))),
    };
  });
}

const words = wordsOfStrings();
// A class tailwind-merge knows is one it takes for a duplicate of itself; arbitrary properties ([a:b]) it knows
// without any group.
const withoutGroups = mergeWith([]);
const classes = words.filter(
  (word) => twMerge(`${word} ${word}`) === word && withoutGroups(`${word} ${word}`) !== word,
);

describe('cn', () => {
  it('knows the class group of every class in the source, and no group no class uses', () => {
    expect(classes.length).toBeGreaterThan(300);
    const used = Object.keys(getDefaultConfig().classGroups).filter((group) => {
      const only = mergeWith([group]);
      return classes.some((word) => only(`${word} ${word}`) === word);
    });
    expect([...CLASS_GROUPS_IN_USE].sort(), 'update CLASS_GROUPS_IN_USE in class-groups.ts').toEqual(used.sort());
  }, 30_000);

  it('merges every pair of the classes in the source as the full tailwind-merge does', () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differences.push(`"${pair}": ${cn(pair)} instead of ${twMerge(pair)}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
    // Some 600,000 merges: seconds on a busy machine.
  }, 60_000);

  it('lets a later class override an earlier one of the same group, with modifiers and conditions', () => {
    expect(cn('p-4 text-sm', 'p-0')).toBe('text-sm p-0');
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    const unset: string | undefined = undefined;
    expect(cn('hover:bg-muted', null, 'hover:bg-primary', unset)).toBe('hover:bg-primary');
    expect(cn('w-full', { 'max-w-sm': true, hidden: false })).toBe('w-full max-w-sm');
  });
});
