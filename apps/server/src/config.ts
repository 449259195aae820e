import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CoachSettings } from './platform/coach/create-coach';
import type { PushSettings } from './platform/push/create-push';
import { vapidKeysProblem } from './platform/push/vapid-keys';
import { adjustableClock, systemClock, type Clock } from './platform/clock';

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

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(value), 'must be an http:// or https:// URL');

const smtpUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^smtps?:\/\/[^\s]+$/.test(value),
    'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
  );

// An origin as a browser sends it: scheme://host[:port], no path (capacitor://localhost, https://app.example.com).
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#@,]+$/;
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (origins) => origins.length > 0 && origins.every((origin) => ORIGIN.test(origin)),
    'must be a comma-separated list of origins (scheme://host[:port], no path), e.g. capacitor://localhost,https://localhost',
  );

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
function durationMs(value: string): number {
  const unit = value.slice(-1) as keyof typeof UNIT_MS;
  return Number(value.slice(0, -1)) * UNIT_MS[unit];
}

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
  PUBLIC_URL: httpUrl.optional(),
  AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  TRUST_PROXY: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address like "Tidy Steps <hello@example.com>"')
    .default('Tidy Steps <no-reply@tidysteps.local>'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_DISCOVERY_URL: httpUrl.default('https://accounts.google.com/.well-known/openid-configuration'),
  RATE_LIMIT_ADDRESS_FACTOR: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number from 1 to 1000')
    .transform(Number)
    .refine((factor) => factor >= 1 && factor <= 1000, 'must be a whole number from 1 to 1000')
    .default(1),
  INVITE_TTL: z
    .string()
    .trim()
    .regex(/^\d+(s|m|h|d)$/, 'must be a duration like 7d, 12h, 30m or 45s')
    .transform(durationMs)
    .refine((ms) => ms >= 1000 && ms <= 90 * 86_400_000, 'must be between 1s and 90d')
    .default(7 * 86_400_000),
  UPLOADS_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3–63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  AI_BASE_URL: httpUrl.optional(),
  AI_MODEL: z.string().trim().min(1, 'must not be empty').optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_TIMEOUT_MS: milliseconds
    .refine((ms) => ms >= 1, 'must be a whole number of milliseconds, at least 1')
    .default(20_000),
  FEEDBACK_TO: z.string().trim().email('must be an e-mail address like team@example.com').optional(),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine(
      (value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value),
      'must be a mailto: address or an https:// URL, e.g. mailto:team@example.com',
    )
    .optional(),
  // The Capacitor shell's web view origins: iOS, then Android (androidScheme https).
  CORS_ORIGINS: originList.default(['capacitor://localhost', 'https://localhost']),
  // Tests that live through days move the server's clock through /dev/clock; never in production.
  TEST_CLOCK: z.enum(['system', 'adjustable'], { message: 'must be system or adjustable' }).default('system'),
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
  /** The address people use to reach the app; links in e-mails start with it. */
  publicUrl: string;
  /** Signs sessions; when unset, one is generated once and kept in the database. */
  authSecret: string | undefined;
  /** Believe X-Forwarded-For for the client's address (only behind a proxy you run). */
  trustProxy: boolean;
  mail: { transport: 'smtp'; url: string; from: string } | { transport: 'outbox'; from: string };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  /** Multiplies the per-address sign-in/sign-up limits, for many people behind one address (or a test machine). */
  rateLimitAddressFactor: number;
  /** How long an invitation can be accepted, in milliseconds. */
  inviteTtlMs: number;
  /** Where photos of spaces are kept: a private folder, or an S3-compatible bucket. */
  storage: StorageSettings;
  /** Who plans tasks: the offline builtin coach, or a model behind an OpenAI-compatible API. */
  coach: CoachSettings;
  /** Web Push: VAPID keys (from the environment, or kept in DATA_DIR/push) and who we are to push services. */
  push: PushSettings;
  /** Where feedback from the feedback card is e-mailed; null keeps it in the database only. */
  feedbackTo: string | null;
  /** Origins that may call the API with bearer tokens (the phone shell's); never with cookies. */
  corsOrigins: string[];
  /** The server's clock: the real one, or (TEST_CLOCK=adjustable, tests only) one that /dev/clock moves. */
  clock: Clock;
};

export type StorageSettings =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** For S3-compatible services (MinIO, R2, …); AWS when unset. */
      endpoint: string | undefined;
      /** The default AWS credential chain when unset. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
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
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    throw new ConfigError([`Configuration error: ${missing} must be set too when Google sign-in is configured`]);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError([`Configuration error: ${missing} must be set too when S3 keys are given`]);
  }
  if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
    const missing = env.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL';
    throw new ConfigError([`Configuration error: ${missing} must be set too when a coach model is configured`]);
  }
  if (env.TEST_CLOCK === 'adjustable' && env.NODE_ENV === 'production') {
    throw new ConfigError(['Configuration error: TEST_CLOCK=adjustable is for tests only, not with NODE_ENV=production']);
  }
  if (env.AI_API_KEY && !env.AI_BASE_URL) {
    throw new ConfigError(['Configuration error: AI_BASE_URL and AI_MODEL must be set too when AI_API_KEY is given']);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError([`Configuration error: ${missing} must be set too when VAPID keys are given`]);
  }
  const vapidKeys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : null;
  const vapidProblem = vapidKeys && vapidKeysProblem(vapidKeys);
  if (vapidProblem)
    throw new ConfigError([`Configuration error: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: ${vapidProblem}`]);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
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
    publicUrl,
    authSecret: env.AUTH_SECRET,
    trustProxy: env.TRUST_PROXY === 'true',
    mail: env.SMTP_URL
      ? { transport: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
      : { transport: 'outbox', from: env.MAIL_FROM },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : null,
    inviteTtlMs: env.INVITE_TTL,
    rateLimitAddressFactor: env.RATE_LIMIT_ADDRESS_FACTOR,
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : { kind: 'disk', dir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')) },
    coach:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            kind: 'openai-compatible',
            baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
            model: env.AI_MODEL,
            apiKey: env.AI_API_KEY,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : { kind: 'builtin' },
    feedbackTo: env.FEEDBACK_TO ?? null,
    push: {
      vapidKeys,
      keysFile: path.join(dataDir, 'push', 'vapid.json'),
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(env.MAIL_FROM, publicUrl),
    },
    corsOrigins: env.CORS_ORIGINS,
    clock: env.TEST_CLOCK === 'adjustable' ? adjustableClock() : systemClock,
  };
}

/** Push services want a way to reach whoever runs the server: the app's sender address, else its https address. */
function defaultVapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^\s@<>]+@[^\s@<>]+$/.exec(mailFrom.trim())?.[0];
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:no-reply@tidysteps.local';
}

/** process.env, after loading a .env file from the working directory if there is one. */
export function readEnvironment(): Record<string, string | undefined> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}
