import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One Vitest run: pure domain rules, the server in-process on PGlite (and again on PostgreSQL when
// TEST_DATABASE_URL is set), and web components.

const serverProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
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
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push(serverProject('server-pg', { TIDY_TEST_DB: 'postgres' }));
}

export default defineConfig({ test: { projects, passWithNoTests: true } });
