import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, ./data, the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('data', 'db') });
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/tidy' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/tidy',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/tidy' }).database.kind).toBe('postgres');
  });

  it('reads invitation lifetimes as durations', () => {
    expect(loadConfig({}).inviteTtlMs).toBe(7 * 86_400_000);
    expect(loadConfig({ INVITE_TTL: '12h' }).inviteTtlMs).toBe(12 * 3_600_000);
    expect(loadConfig({ INVITE_TTL: '45s' }).inviteTtlMs).toBe(45_000);
  });

  it('keeps photos in a private folder under the data folder, or in S3 when a bucket is named', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk', dir: path.resolve('data', 'uploads') });
    expect(loadConfig({ UPLOADS_DIR: '/srv/photos' }).storage).toEqual({ kind: 'disk', dir: '/srv/photos' });
    expect(
      loadConfig({
        S3_BUCKET: 'tidy-photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'tidy-photos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow('S3_SECRET_ACCESS_KEY must be set too');
  });

  it('uses the builtin coach unless a model is configured, then an OpenAI-compatible one', () => {
    expect(loadConfig({}).coach).toEqual({ kind: 'builtin' });
    expect(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llava' }).coach).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llava',
      apiKey: undefined,
      timeoutMs: 20_000,
    });
    expect(
      loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '5000' }).coach,
    ).toEqual({ kind: 'openai-compatible', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: 'sk-test', timeoutMs: 5000 });
  });

  it('asks for the coach model and its address together', () => {
    expect(problemsOf({ AI_BASE_URL: 'http://localhost:11434/v1' })).toEqual([
      'Configuration error: AI_MODEL must be set too when a coach model is configured',
    ]);
    expect(problemsOf({ AI_MODEL: 'llava' })).toEqual([
      'Configuration error: AI_BASE_URL must be set too when a coach model is configured',
    ]);
    expect(problemsOf({ AI_API_KEY: 'sk-test' })).toEqual([
      'Configuration error: AI_BASE_URL and AI_MODEL must be set too when AI_API_KEY is given',
    ]);
  });

  it('keeps the real clock unless a test asks for one it can move, and never in production', () => {
    expect('set' in loadConfig({}).clock).toBe(false);
    expect('set' in loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'adjustable' }).clock).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', TEST_CLOCK: 'adjustable' })).toEqual([
      'Configuration error: TEST_CLOCK=adjustable is for tests only, not with NODE_ENV=production',
    ]);
  });

  it('keeps feedback in the database only, or e-mails it to FEEDBACK_TO as well', () => {
    expect(loadConfig({}).feedbackTo).toBeNull();
    expect(loadConfig({ FEEDBACK_TO: ' team@tidysteps.example ' }).feedbackTo).toBe('team@tidysteps.example');
  });

  it('asks for both Google settings together', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow('GOOGLE_CLIENT_SECRET must be set too');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT', 'must be a whole number from 0 to 65535'],
    [{ PORT: '-1' }, 'PORT', 'must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'must be a postgres:// or postgresql:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV', ''],
    [{ SHUTDOWN_TIMEOUT_MS: '5s' }, 'SHUTDOWN_TIMEOUT_MS', 'must be a whole number of milliseconds'],
    [{ INVITE_TTL: '7' }, 'INVITE_TTL', 'must be a duration like 7d, 12h, 30m or 45s'],
    [{ INVITE_TTL: '91d' }, 'INVITE_TTL', 'must be between 1s and 90d'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL', 'must be an http:// or https:// URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL', 'must be an smtp:// or smtps:// URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET', 'must be at least 32 characters'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY', 'must be true or false'],
    [{ RATE_LIMIT_ADDRESS_FACTOR: '0' }, 'RATE_LIMIT_ADDRESS_FACTOR', 'must be a whole number from 1 to 1000'],
    [{ S3_BUCKET: 'My Bucket' }, 'S3_BUCKET', 'must be an S3 bucket name'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', 'must be an http:// or https:// URL'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE', 'must be true or false'],
    [{ AI_BASE_URL: 'localhost:11434/v1', AI_MODEL: 'llava' }, 'AI_BASE_URL', 'must be an http:// or https:// URL'],
    [{ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: '  ' }, 'AI_MODEL', 'must not be empty'],
    [{ AI_TIMEOUT_MS: '20s' }, 'AI_TIMEOUT_MS', 'must be a whole number of milliseconds'],
    [{ AI_TIMEOUT_MS: '0' }, 'AI_TIMEOUT_MS', 'at least 1'],
    [{ FEEDBACK_TO: 'the team' }, 'FEEDBACK_TO', 'must be an e-mail address like team@example.com'],
  ])('refuses %j with one line naming %s', (env, variable, reason) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^Configuration error: ${variable} `));
    expect(problems[0]).toContain(reason);
    expect(problems[0]).not.toContain('\n');
  });

  it('names every bad variable, one line each', () => {
    expect(problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toEqual([
      expect.stringContaining('PORT'),
      expect.stringContaining('DATABASE_URL'),
    ]);
  });
});
