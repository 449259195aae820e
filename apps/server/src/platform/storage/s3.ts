import type { StorageSettings } from '../../config';
import { checkKey, type PhotoStorage } from './storage';

// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) for deployments with several servers. The
// bucket stays private: objects are written without any public ACL and read back by the API for members.
// The SDK is large, so it is loaded only when a bucket is configured.

export async function s3Storage(settings: Extract<StorageSettings, { kind: 's3' }>): Promise<PhotoStorage> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, object) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: object.bytes, ContentType: object.contentType }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!result.Body) return null;
        const bytes = await result.Body.transformToByteArray();
        return { bytes, contentType: result.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
