import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type PhotoStorage } from './storage';

// One file per object under a private folder (owner-only permissions); the content type is kept beside it.
// Writes go to a temporary file first and are renamed into place, so a crash never leaves half a photo.

const TYPE_SUFFIX = '.type';

export function diskStorage(root: string): PhotoStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  async function writeAtomically(file: string, data: Uint8Array | string) {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, file);
  }

  return {
    kind: 'disk',
    async put(key, object) {
      const file = fileOf(key);
      await writeAtomically(file + TYPE_SUFFIX, object.contentType);
      await writeAtomically(file, object.bytes);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(file + TYPE_SUFFIX, 'utf8')]);
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(file + TYPE_SUFFIX, { force: true })]);
    },
  };
}
