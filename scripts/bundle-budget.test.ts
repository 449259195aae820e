import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The budgets only protect anyone if the build really fails over them: these run the check on a tiny fake
// build whose chunks have known sizes (random bytes do not compress, so the compressed size ≈ byte size).

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'apps/web/scripts/bundle-budget.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'tidy-bundle-budget-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const budgetsDoc = `# Performance

| page                      | budget (gzip) | measured |
| ------------------------- | ------------- | -------- |
| landing \`/\`               | 10 KB         | 1 KB     |
| Today (\`/\` signed in)     | 20 KB         | 1 KB     |

Text after the table.
`;

/**
 * Writes a fake Vite build: the app's chunk (which the real entry, src/boot.ts, imports after the first paint)
 * plus the landing and Today route chunks, of the given byte sizes, and an empty entry.
 */
function fakeBuild(name: string, sizes: { entry: number; landing: number; queryClient: number; today: number }) {
  const dist = path.join(work, name);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  const chunk = (file: string, bytes: number) => writeFileSync(path.join(dist, file), randomBytes(bytes));
  chunk('assets/boot.js', 0);
  chunk('assets/index.js', sizes.entry);
  chunk('assets/landing.js', sizes.landing);
  chunk('assets/query-client.js', sizes.queryClient);
  chunk('assets/today.js', sizes.today);
  chunk('assets/primary-nav.js', 1_000);
  chunk('assets/settings.js', 50_000); // another page, lazy: never counted
  const manifest = {
    'index.html': { file: 'assets/boot.js', src: 'index.html', isEntry: true, dynamicImports: ['src/main.tsx'] },
    'src/main.tsx': { file: 'assets/index.js', src: 'src/main.tsx', isDynamicEntry: true },
    'src/features/landing/pages/landing-page.tsx': {
      file: 'assets/landing.js',
      src: 'src/features/landing/pages/landing-page.tsx',
    },
    'src/app/query-client.tsx': { file: 'assets/query-client.js', src: 'src/app/query-client.tsx' },
    'src/app/today/today-at-root.tsx': {
      file: 'assets/today.js',
      src: 'src/app/today/today-at-root.tsx',
      imports: ['src/app/query-client.tsx'],
    },
    'src/app/layout/primary-nav.tsx': {
      file: 'assets/primary-nav.js',
      src: 'src/app/layout/primary-nav.tsx',
      imports: ['src/app/query-client.tsx'],
    },
    'src/features/settings/page.tsx': { file: 'assets/settings.js', src: 'src/features/settings/page.tsx' },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

function check(dist: string, budgets?: string) {
  const args = [script, '--dist', dist, ...(budgets ? ['--budgets', budgets] : [])];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const budgets = path.join(work, 'performance.md');
writeFileSync(budgets, budgetsDoc);

describe('bundle budgets', () => {
  it('passes when every page is under the budget in the docs table', () => {
    const dist = fakeBuild('under', { entry: 4_000, landing: 3_000, queryClient: 3_000, today: 5_000 });
    const { status, output } = check(dist, budgets);
    expect(output).toMatch(/landing 7\.\d KB Brotli \(budget 10 KB\)/);
    expect(output).toMatch(/today 13\.\d KB Brotli \(budget 20 KB\)/);
    expect(status).toBe(0);
  });

  it('fails, naming the page and the sizes, when a page is over its budget', () => {
    const dist = fakeBuild('over', { entry: 4_000, landing: 8_000, queryClient: 3_000, today: 5_000 });
    const { status, output } = check(dist, budgets);
    expect(status).not.toBe(0);
    expect(output).toMatch(/over budget .*landing 12\.\d KB > 10 KB/);
    expect(output).not.toMatch(/over budget .*today/);
  });

  it('fails when Today alone is over, though the landing page is under', () => {
    const dist = fakeBuild('over-home', { entry: 4_000, landing: 3_000, queryClient: 9_000, today: 9_000 });
    const { status, output } = check(dist, budgets);
    expect(status).not.toBe(0);
    expect(output).toMatch(/over budget .*today 23\.\d KB > 20 KB/);
  });

  it('reads the real budgets from docs/performance.md by default', () => {
    const dist = fakeBuild('real-docs', { entry: 4_000, landing: 3_000, queryClient: 3_000, today: 5_000 });
    const { status, output } = check(dist);
    expect(output).toMatch(/landing [\d.]+ KB Brotli \(budget 90 KB\), today [\d.]+ KB Brotli \(budget 150 KB\)/);
    expect(status).toBe(0);
  });

  it('reads the table of the "Bundle budgets" section, not an earlier table with a budget column', () => {
    const dist = fakeBuild('sections', { entry: 4_000, landing: 3_000, queryClient: 3_000, today: 5_000 });
    const doc = path.join(work, 'sections.md');
    writeFileSync(
      doc,
      `# Performance\n\n## Start-up\n\n| what | budget |\n| ---- | ------ |\n| landing | 1 KB |\n\n## Bundle budgets\n\n${budgetsDoc.split('\n').slice(2).join('\n')}`,
    );
    const { status, output } = check(dist, doc);
    expect(output).toMatch(/landing 7\.\d KB Brotli \(budget 10 KB\)/);
    expect(status).toBe(0);
  });

  it('fails clearly when the budgets table cannot be read', () => {
    const dist = fakeBuild('no-table', { entry: 1_000, landing: 1_000, queryClient: 1_000, today: 1_000 });
    const noTable = path.join(work, 'no-table.md');
    writeFileSync(noTable, '# Performance\n\nNo table here.\n');
    const missingRow = path.join(work, 'missing-row.md');
    writeFileSync(missingRow, budgetsDoc.replace(/\| Today.*\n/, ''));

    expect(check(dist, noTable)).toMatchObject({
      status: 1,
      output: expect.stringContaining('no table with a "budget" column'),
    });
    expect(check(dist, missingRow)).toMatchObject({
      status: 1,
      output: expect.stringContaining('no row for the page "today"'),
    });
    expect(check(dist, path.join(work, 'absent.md'))).toMatchObject({
      status: 1,
      output: expect.stringContaining('cannot read the budgets table'),
    });
  });
});
