import { createECDH, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

// The VAPID key pair identifies this server to push services (RFC 8292). Browsers subscribe with its
// public key, so it must stay the same across restarts and be the same in every process: it is made once
// and kept in the data folder, unless the environment provides it.

export type VapidKeys = { publicKey: string; privateKey: string };

/** Why a key pair is unusable (wrong length, not base64url, halves that do not belong together), or null. */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(keys.publicKey) || Buffer.from(keys.publicKey, 'base64url').length !== 65) {
    return 'the public key must be 65 bytes in URL-safe base64 (as web-push generate-vapid-keys prints it)';
  }
  if (!base64url.test(keys.privateKey) || Buffer.from(keys.privateKey, 'base64url').length !== 32) {
    return 'the private key must be 32 bytes in URL-safe base64 (as web-push generate-vapid-keys prints it)';
  }
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    if (curve.getPublicKey('base64url') !== keys.publicKey) return 'the public key does not belong to the private key';
  } catch {
    return 'the private key is not a P-256 key';
  }
  return null;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/**
 * The key pair kept in `file`, made on first use. Two processes starting together agree: each writes a
 * complete file under a temporary name and links it into place, which fails for all but the first.
 */
export async function loadOrCreateVapidKeys(file: string): Promise<VapidKeys> {
  const existing = await readKeysFile(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = generateVapidKeys();
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readKeysFile(file);
    if (!theirs) throw new Error(`${file} disappeared while it was being created`);
    return theirs;
  } finally {
    await rm(temporary, { force: true });
  }
}

async function readKeysFile(file: string): Promise<VapidKeys | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const broken = (reason: string) =>
    new Error(
      `${file} is not a usable VAPID key file (${reason}). Restore it from a backup, or delete it to make new keys; every device then has to turn notifications on again.`,
    );
  let parsed: Partial<VapidKeys>;
  try {
    parsed = JSON.parse(text) as Partial<VapidKeys>;
  } catch {
    throw broken('not JSON');
  }
  const keys = { publicKey: String(parsed.publicKey ?? ''), privateKey: String(parsed.privateKey ?? '') };
  const problem = vapidKeysProblem(keys);
  if (problem) throw broken(problem);
  return keys;
}
