import type { StorageSettings } from '../../config';
import { diskStorage } from './disk';
import { s3Storage } from './s3';

// Photos of homes are kept through this adapter: a private folder on one machine, or an S3-compatible
// bucket shared by several servers. Nothing here is ever reachable at a public address; the API serves it.

export type StoredObject = { bytes: Uint8Array; contentType: string };

export type PhotoStorage = {
  readonly kind: 'disk' | 's3';
  put(key: string, object: StoredObject): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
};

/** Keys are our own (ids and numbers joined by '/'); anything else is a bug, not a path to follow. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

export async function createPhotoStorage(settings: StorageSettings): Promise<PhotoStorage> {
  return settings.kind === 's3' ? await s3Storage(settings) : diskStorage(settings.dir);
}
