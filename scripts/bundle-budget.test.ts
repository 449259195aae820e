import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The budgets only protect anyone if the build really fails over them: these run the check on a tiny fake
// build whose chunks have known sizes (random bytes do not compress, so gzip size ≈ byte size).

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'apps/web/scripts/bundle-budget.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'tidy-bundle-budget-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const budgetsDoc = `# Performance

| page                 | budget (gzip) | measured |
| -------------------- | ------------- | -------- |
| landing \`/\`          | 10 KB         | 1 KB     |
| app home (\`/app\`)    | 20 KB         | 1 KB     |

Text after the table.
`;

/** Writes a fake Vite build: an entry chunk plus the landing and app-home route chunks, of the given byte sizes. */
function fakeBuild(name: string, sizes: { entry: number; landing: number; queryClient: number; appHome: number }) {
  const dist = path.join(work, name);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  const chunk = (file: string, bytes: number) => writeFileSync(path.join(dist, file), randomBytes(bytes));
  chunk('assets/index.js', sizes.entry);
  chunk('assets/landing.js', sizes.landing);
  chunk('assets/query-client.js', sizes.queryClient);
  chunk('assets/app-home.js', sizes.appHome);
  chunk('assets/settings.js', 50_000); // another page, lazy: never counted
  const manifest = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true },
    'src/features/landing/pages/landing-page.tsx': {
      file: 'assets/landing.js',
      src: 'src/features/landing/pages/landing-page.tsx',
    },
    'src/app/query-client.tsx': { file: 'assets/query-client.js', src: 'src/app/query-client.tsx' },
    'src/app/app-home.tsx': {
      file: 'assets/app-home.js',
      src: 'src/app/app-home.tsx',
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
    const dist = fakeBuild('under', { entry: 4_000, landing: 3_000, queryClient: 3_000, appHome: 5_000 });
    const { status, output } = check(dist, budgets);
    expect(output).toMatch(/landing 7\.\d KB gzip \(budget 10 KB\)/);
    expect(output).toMatch(/app home 12\.\d KB gzip \(budget 20 KB\)/);
    expect(status).toBe(0);
  });

  it('fails, naming the page and the sizes, when a page is over its budget', () => {
    const dist = fakeBuild('over', { entry: 4_000, landing: 8_000, queryClient: 3_000, appHome: 5_000 });
    const { status, output } = check(dist, budgets);
    expect(status).not.toBe(0);
    expect(output).toMatch(/over budget .*landing 12\.\d KB > 10 KB/);
    expect(output).not.toMatch(/over budget .*app home/);
  });

  it('fails when the app home alone is over, though the landing page is under', () => {
    const dist = fakeBuild('over-home', { entry: 4_000, landing: 3_000, queryClient: 9_000, appHome: 9_000 });
    const { status, output } = check(dist, budgets);
    expect(status).not.toBe(0);
    expect(output).toMatch(/over budget .*app home 22\.\d KB > 20 KB/);
  });

  it('reads the real budgets from docs/performance.md by default', () => {
    const dist = fakeBuild('real-docs', { entry: 4_000, landing: 3_000, queryClient: 3_000, appHome: 5_000 });
    const { status, output } = check(dist);
    expect(output).toMatch(/landing [\d.]+ KB gzip \(budget \d+ KB\), app home [\d.]+ KB gzip \(budget \d+ KB\)/);
    expect(status).toBe(0);
  });

  it('fails clearly when the budgets table cannot be read', () => {
    const dist = fakeBuild('no-table', { entry: 1_000, landing: 1_000, queryClient: 1_000, appHome: 1_000 });
    const noTable = path.join(work, 'no-table.md');
    writeFileSync(noTable, '# Performance\n\nNo table here.\n');
    const missingRow = path.join(work, 'missing-row.md');
    writeFileSync(missingRow, budgetsDoc.replace(/\| app home.*\n/, ''));

    expect(check(dist, noTable)).toMatchObject({
      status: 1,
      output: expect.stringContaining('no table with a "budget" column'),
    });
    expect(check(dist, missingRow)).toMatchObject({
      status: 1,
      output: expect.stringContaining('no row for the page "app home"'),
    });
    expect(check(dist, path.join(work, 'absent.md'))).toMatchObject({
      status: 1,
      output: expect.stringContaining('cannot read the budgets table'),
    });
  });
});
