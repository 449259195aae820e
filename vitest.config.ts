import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One Vitest run: pure domain rules, the server in-process on PGlite (and again on PostgreSQL when
// TEST_DATABASE_URL is set), and web components.

// The tests that start the built server as a process and time its start-up run on their own, after the
// rest (scripts/test.mjs), so the start-up budget is measured on an otherwise idle machine.
const PROCESS_TESTS = [
  'src/index.test.ts',
  'src/auth/sessions-across-processes.test.ts',
  // Needs the web build's server-side render module (apps/web/dist-ssr).
  'src/http/signed-in-page.test.ts',
];
const processTestsOnly = process.env.TIDY_PROCESS_TESTS === '1';

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: processTestsOnly ? PROCESS_TESTS : ['src/**/*.test.ts'],
    exclude: processTestsOnly ? [] : PROCESS_TESTS,
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The server's test files share each worker's modules instead of loading them afresh (the database
    // engine, the app, the detection model): 38 % less time on a 30-file sample. They can: none mocks a
    // module or stubs the environment, and each builds its own app, database and clock (decision 030).
    isolate: false,
  },
});

const projects: TestProjectInlineConfiguration[] = processTestsOnly
  ? [serverProject('server', { TIDY_TEST_DB: 'pglite' })]
  : [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server', { TIDY_TEST_DB: 'pglite' }),
      {
        test: {
          name: 'tooling',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test-support/setup.ts'],
        },
      },
      // Component tests (*.test.tsx) render with Testing Library in happy-dom. A .ts test that needs only
      // browser globals (the service worker registration) asks for happy-dom in its own first line instead.
      {
        test: {
          name: 'web-dom',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/test-support/setup.ts', './src/test-support/dom-setup.ts'],
        },
      },
    ];

if (process.env.TEST_DATABASE_URL) {
  projects.push(serverProject('server-pg', { TIDY_TEST_DB: 'postgres' }));
}

// A test file per core at once. Vitest's own default leaves one core free (a single worker on CI's 2 cores,
// 35 minutes), though much of a server test's time is spent waiting on PostgreSQL, another process. The process
// tests run one at a time: they time the server's start-up.
const maxWorkers = processTestsOnly ? 1 : availableParallelism();

export default defineConfig({ test: { projects, passWithNoTests: true, maxWorkers } });
