import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildState, builtAfter, recordBuild, snapshotInputs } from './build-inputs.mjs';

// `npm start` serves the server bundle without rebuilding it only when buildState() says 'current'; every
// change to the server's sources must make it say otherwise.

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** Builds the server as build.mjs does: snapshot, a fresh output folder, then the record. */
const buildServer = (takenAt?: number) => {
  const inputs = snapshotInputs(root, 'server', takenAt);
  rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
  write('apps/server/dist/index.js', `// built ${Math.random()}`);
  recordBuild(root, 'server', inputs);
};
const state = () => buildState(root, 'server');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tidy-build-inputs-'));
  write('apps/server/package.json', '{}');
  write('apps/server/src/index.ts', 'export const a = 1;');
  write('apps/server/src/features/tasks/service.ts', 'export const b = 2;');
  write('apps/server/src/db/migrations/0001_first.sql', 'create table a ();');
  write('packages/domain/src/points.ts', 'export const points = 3;');
  write('package-lock.json', '{}');
  write('tsconfig.base.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Sources written a moment ago are "racy" (their times could repeat): they are also compared by content.
// A snapshot taken 3 s later sees settled sources, compared by their times and sizes alone.
describe.each([
  ['sources written just before the build', undefined],
  ['sources that settled before the build', 'later'],
] as const)('with %s', (_, when) => {
  const build = () => buildServer(when === 'later' ? Date.now() + 3_000 : undefined);

  it('is missing before the first build, and current after it, though the build replaced its folder', () => {
    expect(state()).toBe('missing');
    build();
    expect(state()).toBe('current');
    build();
    expect(state()).toBe('current');
  });

  it.each([
    ['a file edited in place, same size', () => write('apps/server/src/index.ts', 'export const a = 9;')],
    ['a file added', () => write('apps/server/src/features/tasks/routes.ts', 'export {};')],
    ['a file in a new folder', () => write('apps/server/src/features/new/routes.ts', 'export {};')],
    ['a file removed', () => rmSync(path.join(root, 'apps/server/src/features/tasks/service.ts'))],
    ['a migration added', () => write('apps/server/src/db/migrations/0002_second.sql', 'create table b ();')],
    ['the shared domain package', () => write('packages/domain/src/points.ts', 'export const points = 4;')],
    ['the installed packages', () => write('package-lock.json', '{"lockfileVersion":3}')],
    [
      'a file renamed',
      () =>
        renameSync(
          path.join(root, 'apps/server/src/features/tasks/service.ts'),
          path.join(root, 'apps/server/src/features/tasks/service2.ts'),
        ),
    ],
  ])('is stale after %s', (_, change) => {
    build();
    change();
    expect(state()).toBe('stale');
  });

  it('stays current when only what builds, tests and runs write changes', () => {
    build();
    write('apps/server/node_modules/.vite/cache.json', '{}');
    write('apps/server/data/db/PG_VERSION', '17');
    write('apps/server/test-results/report.json', '{}');
    expect(state()).toBe('current');
  });
});

it('is stale when a source changes while the build runs', () => {
  const inputs = snapshotInputs(root, 'server');
  write('apps/server/src/index.ts', 'export const a = 10;');
  write('apps/server/dist/index.js', '// built');
  recordBuild(root, 'server', inputs);
  expect(state()).toBe('stale');
});

it('is stale when a file is edited back to an older modified time', () => {
  buildServer(Date.now() + 3_000);
  const old = new Date('2020-01-01T00:00:00Z');
  write('apps/server/src/index.ts', 'export const a = 7;');
  utimesSync(path.join(root, 'apps/server/src/index.ts'), old, old);
  expect(state()).toBe('stale');
});

it('takes an unrecorded build as current only when it is newer than every source', () => {
  buildServer();
  // `npm run build` or esbuild by hand: the output is not the one recorded.
  write('apps/server/dist/index.js', '// built by hand, a little longer');
  expect(state()).toBe('unrecorded');
  expect(builtAfter(root, 'server', snapshotInputs(root, 'server'))).toBe(true);

  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, 'apps/server/src/index.ts'), later, later);
  expect(builtAfter(root, 'server', snapshotInputs(root, 'server'))).toBe(false);
});
