import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env. Every setting is validated here, once, at start-up.

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z
  .string()
  .trim()
  .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((n) => n <= 65_535, 'must be a whole number from 0 to 65535');

const postgresUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value),
    'must be a postgres:// or postgresql:// URL (leave it unset to use the embedded database)',
  );

const milliseconds = z.string().trim().regex(/^\d+$/, 'must be a whole number of milliseconds').transform(Number);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').optional(),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(10_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  shutdownTimeoutMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Validates an environment (process.env by default) into typed settings; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = readEnvironment()): Config {
  // An empty value means "not set", as in most shells' `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = cleaned[name];
        return `Configuration error: ${name} ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
      }),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? defaultWebDist),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** process.env, after loading a .env file from the working directory if there is one. */
export function readEnvironment(): Record<string, string | undefined> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}
