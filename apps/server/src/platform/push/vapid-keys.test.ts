import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { generateVapidKeys, loadOrCreateVapidKeys, vapidKeysProblem } from './vapid-keys';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tidy-vapid-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('VAPID keys in the data folder', () => {
  it('are made on first start, kept owner-only, and the same on every start after', async () => {
    const file = path.join(dataDir, 'push', 'vapid.json');
    const first = await loadOrCreateVapidKeys(file);
    expect(vapidKeysProblem(first)).toBeNull();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect(await loadOrCreateVapidKeys(file)).toEqual(first);
  });

  it('come out the same for processes starting at the same moment, and leave no temporary files', async () => {
    const file = path.join(dataDir, 'push', 'vapid.json');
    const all = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateVapidKeys(file)));
    expect(new Set(all.map((keys) => keys.publicKey)).size).toBe(1);
    expect(await readdir(path.dirname(file))).toEqual(['vapid.json']);
  });

  it('refuse to start on a damaged key file rather than quietly making new keys', async () => {
    const file = path.join(dataDir, 'vapid.json');
    await writeFile(file, '{"publicKey": "abc", "privateKey": "def"}');
    await expect(loadOrCreateVapidKeys(file)).rejects.toThrow(
      /is not a usable VAPID key file \(the public key must be 65 bytes/,
    );
    await writeFile(file, 'not json');
    await expect(loadOrCreateVapidKeys(file)).rejects.toThrow(/not JSON/);
  });
});

describe('vapidKeysProblem', () => {
  it('accepts a generated pair and refuses halves that do not belong together', () => {
    const [one, other] = [generateVapidKeys(), generateVapidKeys()];
    expect(vapidKeysProblem(one)).toBeNull();
    expect(vapidKeysProblem({ publicKey: one.publicKey, privateKey: other.privateKey })).toBe(
      'the public key does not belong to the private key',
    );
    expect(vapidKeysProblem({ publicKey: one.publicKey, privateKey: 'too-short' })).toMatch(
      /private key must be 32 bytes/,
    );
    expect(vapidKeysProblem({ publicKey: `${one.publicKey}==`, privateKey: one.privateKey })).toMatch(
      /public key must be 65 bytes/,
    );
  });
});

describe('push configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('keeps generated keys in DATA_DIR/push and names the app sender as the contact', () => {
    expect(loadConfig({ DATA_DIR: '/srv/tidy' }).push).toEqual({
      vapidKeys: null,
      keysFile: path.resolve('/srv/tidy', 'push', 'vapid.json'),
      subject: 'mailto:no-reply@tidysteps.local',
    });
    expect(loadConfig({ MAIL_FROM: 'Home <home@example.org>' }).push.subject).toBe('mailto:home@example.org');
    expect(loadConfig({ MAIL_FROM: 'Tidy Steps', PUBLIC_URL: 'https://tidy.example.org/' }).push.subject).toBe(
      'https://tidy.example.org',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.org' }).push.subject).toBe('mailto:ops@example.org');
  });

  it('takes both keys from the environment for processes that do not share a data folder', () => {
    const keys = generateVapidKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push.vapidKeys).toEqual(
      keys,
    );
  });

  it('names each bad push setting', () => {
    const [one, other] = [generateVapidKeys(), generateVapidKeys()];
    expect(problemsOf({ VAPID_PUBLIC_KEY: one.publicKey })).toEqual([
      'Configuration error: VAPID_PRIVATE_KEY must be set too when VAPID keys are given',
    ]);
    expect(problemsOf({ VAPID_PRIVATE_KEY: one.privateKey })).toEqual([
      'Configuration error: VAPID_PUBLIC_KEY must be set too when VAPID keys are given',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: one.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
      'Configuration error: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the public key does not belong to the private key',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'http://tidy.example.org' })).toEqual([
      'Configuration error: VAPID_SUBJECT must be a mailto: address or an https:// URL, e.g. mailto:team@example.com (got "http://tidy.example.org")',
    ]);
  });
});
