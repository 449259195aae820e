import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import { checkKey, type PhotoStorage } from './storage';

// Both adapters behave alike. The S3 one talks HTTP to a small stand-in for an S3 service (the network
// edge), which keeps objects in memory and records what it was sent.

const image = { bytes: new Uint8Array([1, 2, 3, 4, 5]), contentType: 'image/webp' };

type Recorded = { method: string; url: string; contentType: string | undefined; acl: string | undefined };

function startS3StandIn() {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      requests.push({
        method: request.method ?? '',
        url: key,
        contentType: request.headers['content-type'],
        acl: request.headers['x-amz-acl'] as string | undefined,
      });
      if (request.method === 'PUT') {
        objects.set(key, { bytes: Buffer.concat(chunks), contentType: request.headers['content-type'] ?? '' });
        response.writeHead(200, { ETag: '"etag"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          return;
        }
        response.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.bytes.length }).end(object.bytes);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, objects, requests };
}

const cases: { name: string; setUp(): Promise<{ storage: PhotoStorage; tearDown(): Promise<void> }> }[] = [
  {
    name: 'disk',
    async setUp() {
      const dir = await mkdtemp(path.join(tmpdir(), 'tidy-storage-'));
      return { storage: diskStorage(dir), tearDown: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async setUp() {
      const standIn = startS3StandIn();
      await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
      const { port } = standIn.server.address() as AddressInfo;
      const storage = await s3Storage({
        kind: 's3',
        bucket: 'tidy-photos',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
        forcePathStyle: true,
      });
      return { storage, tearDown: () => new Promise<void>((resolve) => standIn.server.close(() => resolve())) };
    },
  },
];

describe.each(cases)('$name storage', ({ setUp }) => {
  let storage: PhotoStorage;
  let tearDown: () => Promise<void>;
  beforeAll(async () => ({ storage, tearDown } = await setUp()));
  afterAll(() => tearDown());

  it('gives back what was put, with its content type', async () => {
    await storage.put('user-1/space-1/photo.webp', image);
    const stored = await storage.get('user-1/space-1/photo.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect([...(stored?.bytes ?? [])]).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers null for a key with nothing under it', async () => {
    expect(await storage.get('user-1/space-1/missing.webp')).toBeNull();
  });

  it('deletes, and deleting again is no error', async () => {
    await storage.put('user-1/space-1/gone.webp', image);
    await storage.delete('user-1/space-1/gone.webp');
    await storage.delete('user-1/space-1/gone.webp');
    expect(await storage.get('user-1/space-1/gone.webp')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../outside.webp', image)).rejects.toThrow('invalid storage key');
    await expect(storage.get('a/../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});

describe('disk storage', () => {
  it('keeps photos readable by the server alone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tidy-storage-'));
    try {
      await diskStorage(dir).put('u/s/p.webp', image);
      expect((await stat(path.join(dir, 'u/s/p.webp'))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, 'u/s'))).mode & 0o777).toBe(0o700);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('s3 storage', () => {
  it('writes private objects into the bucket by path, with no public ACL', async () => {
    const standIn = startS3StandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = standIn.server.address() as AddressInfo;
      const storage = await s3Storage({
        kind: 's3',
        bucket: 'tidy-photos',
        region: 'eu-west-1',
        endpoint: `http://127.0.0.1:${port}`,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
        forcePathStyle: true,
      });
      await storage.put('u/s/p.webp', image);
      expect(standIn.requests[0]).toMatchObject({ method: 'PUT', url: '/tidy-photos/u/s/p.webp', contentType: 'image/webp', acl: undefined });
      expect(standIn.objects.get('/tidy-photos/u/s/p.webp')?.bytes).toEqual(Buffer.from([1, 2, 3, 4, 5]));
    } finally {
      await new Promise<void>((resolve) => standIn.server.close(() => resolve()));
    }
  });
});

describe('checkKey', () => {
  it.each(['a', 'a/b.webp', 'user_1/space-2/17000_0_x.webp'])('accepts %s', (key) => expect(checkKey(key)).toBe(key));
  it.each(['', '/a', 'a/', 'a//b', 'a/../b', '..', 'a\\b', 'a b', 'a/./b'])('refuses %j', (key) => {
    expect(() => checkKey(key)).toThrow('invalid storage key');
  });
});
