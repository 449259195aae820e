import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { noticedInPhoto, noticedInSpace } from '@tidy/domain/detections';
import type { Logger } from 'pino';
import type { Actor } from '../../auth/session';
import type { Database } from '../../db/client';
import { spacePhotos, spaces } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import { NotAnImage, preparePhoto, type PreparedPhoto } from '../../platform/images/prepare-photo';
import type { JobQueue } from '../../platform/jobs/queue';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { queueFileRemovals, recordFileRemovals } from '../../platform/storage/file-removals';
import type { PhotoStorage } from '../../platform/storage/storage';
import type { ObjectDetector } from '../../platform/vision/object-detector';
import type { DetectedObject, PhotoDetections } from '../../db/schema/photos';
import { canSeePhotos, canSetUpSpace } from '../../policy/photos';
import { authorize, findMembership, isUuid, requireMembership } from '../../policy/spaces';
import { queueSpaceAnalysis } from '../coach/service';
import { markAnalysisPending, recordSpaceSetUp } from '../home/service';
import type { PhotoUrlSigner, PhotoVariant } from './signed-url';

export type PhotoDeps = {
  db: Database;
  storage: PhotoStorage;
  signer: PhotoUrlSigner;
  jobs: JobQueue;
  realtime: RealtimeBus;
  logger: Logger;
};

export type UploadedPhoto = { name: string; bytes: Uint8Array; label: string | null };

type PhotoRow = typeof spacePhotos.$inferSelect;

const PHOTO_NOT_FOUND = 'Photo not found';
export const SET_UP_FORBIDDEN = 'Only organizers and parents can set up this space.';

function toPhoto(signer: PhotoUrlSigner, row: PhotoRow) {
  return {
    id: row.id,
    label: row.label,
    is_primary: row.isPrimary,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
    url: signer.url(row.id, 'full'),
    thumbnail_url: signer.url(row.id, 'thumb'),
    noticed: row.detections ? noticedInPhoto(row.detections.objects) : null,
  };
}

/** The space's photos (primary first, then newest), its set-up notes and whether an analysis is running. */
export async function listPhotos(deps: PhotoDeps, actor: Actor, spaceId: string) {
  const member = await requireMembership(deps.db, actor, spaceId);
  authorize(canSeePhotos(member), 'You cannot see the photos of this space.');
  const [space] = await deps.db
    .select({ notes: spaces.setupNotes, pending: spaces.analysisPending, analyzedAt: spaces.analyzedAt })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  if (!space) throw new NotFound('Space not found');
  const rows = await deps.db
    .select()
    .from(spacePhotos)
    .where(eq(spacePhotos.spaceId, spaceId))
    .orderBy(desc(spacePhotos.createdAt), desc(spacePhotos.id));
  const ordered = [...rows.filter((row) => row.isPrimary), ...rows.filter((row) => !row.isPrimary)];
  return {
    photos: ordered.map((row) => toPhoto(deps.signer, row)),
    notes: space.notes,
    analysis: {
      pending: space.pending,
      analyzed_at: space.analyzedAt?.toISOString() ?? null,
      noticed: noticedAcross(rows),
    },
  };
}

/** What the coach noticed across the photos it has looked at; null when it has looked at none. */
function noticedAcross(rows: PhotoRow[]) {
  const looked = rows.flatMap((row) => (row.detections ? [row.detections.objects] : []));
  return looked.length > 0 ? noticedInSpace(looked) : null;
}

/** The member, when they may set up the space (add photos, analyse again); 404 or 403 otherwise. */
export async function requireSetUpAccess(db: Database, actor: Actor, spaceId: string) {
  const member = await requireMembership(db, actor, spaceId);
  authorize(canSetUpSpace(member), SET_UP_FORBIDDEN);
  return member;
}

/**
 * The set-up dialog: keeps the notes and the new photos (the first becomes the primary photo) and, when
 * there are photos, marks the space analysed (spec 02 §4) and queues the analysis that writes its tasks.
 * Images are checked and cleaned before anything is saved; a failure part-way saves nothing.
 */
export async function setUpSpace(
  deps: PhotoDeps,
  actor: Actor,
  spaceId: string,
  input: { photos: UploadedPhoto[]; notes: string | undefined },
) {
  await requireSetUpAccess(deps.db, actor, spaceId);

  const prepared: { upload: UploadedPhoto; image: PreparedPhoto }[] = [];
  for (const upload of input.photos) {
    try {
      prepared.push({ upload, image: await preparePhoto(upload.bytes) });
    } catch (error) {
      if (error instanceof NotAnImage) {
        throw new Invalid(`Only image files can be uploaded: "${upload.name}" is not an image we can read.`, {
          file: upload.name,
        });
      }
      throw error;
    }
  }

  const stamp = Date.now();
  const rows = prepared.map(({ upload, image }, index) => {
    const id = randomUUID();
    const base = `${actor.userId}/${spaceId}/${stamp}_${index}_${id}`;
    return {
      row: {
        id,
        spaceId,
        uploadedBy: actor.userId,
        storageKey: `${base}.webp`,
        thumbnailKey: `${base}_thumb.webp`,
        contentType: image.full.contentType,
        width: image.full.width,
        height: image.full.height,
        bytes: image.full.bytes.byteLength,
        label: upload.label,
        isPrimary: index === 0,
      },
      image,
    };
  });

  // Files first, rows second: a crash in between leaves only unreferenced files, never a row without a file.
  await Promise.all(
    rows.flatMap(({ row, image }) => [
      deps.storage.put(row.storageKey, image.full),
      deps.storage.put(row.thumbnailKey, image.thumbnail),
    ]),
  );
  const hasPhotos = rows.length > 0;
  let saved: PhotoRow[];
  try {
    saved = await deps.db.transaction(async (tx) => {
      if (hasPhotos) {
        await tx
          .update(spacePhotos)
          .set({ isPrimary: false })
          .where(and(eq(spacePhotos.spaceId, spaceId), eq(spacePhotos.isPrimary, true)));
      }
      const inserted = hasPhotos
        ? await tx
            .insert(spacePhotos)
            .values(rows.map(({ row }) => row))
            .returning()
        : [];
      await recordSpaceSetUp(tx, spaceId, { notes: input.notes, photosAdded: hasPhotos });
      return inserted;
    });
  } catch (error) {
    await removeFiles(
      deps.storage,
      rows.map(({ row }) => row),
    );
    throw error;
  }
  if (hasPhotos) await queueSpaceAnalysis(deps, spaceId);
  deps.realtime.publish(spaceId, { type: 'changed', what: 'photos', id: spaceId });
  return { photos: saved.map((row) => toPhoto(deps.signer, row)), analysis_queued: hasPhotos };
}

/** Analyse the space's photos again (the summary's reanalyze action). */
export async function reanalyzeSpace(deps: PhotoDeps, actor: Actor, spaceId: string) {
  await requireSetUpAccess(deps.db, actor, spaceId);
  const [photo] = await deps.db
    .select({ id: spacePhotos.id })
    .from(spacePhotos)
    .where(eq(spacePhotos.spaceId, spaceId))
    .limit(1);
  if (!photo) throw new Conflict('Add photos before analyzing.');
  await markAnalysisPending(deps.db, spaceId);
  await queueSpaceAnalysis(deps, spaceId);
  deps.realtime.publish(spaceId, { type: 'changed', what: 'analysis', id: spaceId });
  return { analysis_queued: true as const };
}

export async function deletePhoto(deps: PhotoDeps, actor: Actor, photoId: string) {
  const row = isUuid(photoId)
    ? (await deps.db.select().from(spacePhotos).where(eq(spacePhotos.id, photoId)))[0]
    : undefined;
  const member = row ? await findMembership(deps.db, actor.userId, row.spaceId) : null;
  if (!row || !member) throw new NotFound(PHOTO_NOT_FOUND);
  authorize(canSetUpSpace(member), 'Only organizers and parents can remove photos.');
  // The files go once the row is gone for good (platform/storage/file-removals.ts), even if this process is not.
  const recorded = await deps.db.transaction(async (tx) => {
    await tx.delete(spacePhotos).where(eq(spacePhotos.id, row.id));
    if (row.isPrimary) {
      // The newest remaining photo takes over as the primary one.
      const [next] = await tx
        .select({ id: spacePhotos.id })
        .from(spacePhotos)
        .where(and(eq(spacePhotos.spaceId, row.spaceId), ne(spacePhotos.id, row.id)))
        .orderBy(desc(spacePhotos.createdAt), desc(spacePhotos.id))
        .limit(1);
      if (next) await tx.update(spacePhotos).set({ isPrimary: true }).where(eq(spacePhotos.id, next.id));
    }
    return recordFileRemovals(tx, [row.storageKey, row.thumbnailKey]);
  });
  await queueFileRemovals(deps, recorded);
  deps.realtime.publish(row.spaceId, { type: 'changed', what: 'photos', id: row.id });
}

/**
 * The image itself, for a signed address or a signed-in member. Anyone else — signed out, not a member, a
 * wrong or expired signature — gets the same 404 as for a photo that does not exist.
 */
export async function readPhoto(
  deps: PhotoDeps,
  request: {
    photoId: string;
    variant: PhotoVariant;
    expires?: string | undefined;
    signature?: string | undefined;
    actor: () => Promise<Actor | null>;
  },
) {
  const { photoId, variant } = request;
  const row = isUuid(photoId)
    ? (await deps.db.select().from(spacePhotos).where(eq(spacePhotos.id, photoId)))[0]
    : undefined;
  if (!row) throw new NotFound(PHOTO_NOT_FOUND);
  const signed = deps.signer.verify(photoId, variant, request.expires, request.signature);
  if (!signed) {
    // Only without a valid signature is the session looked up.
    const actor = await request.actor();
    const member = actor ? await findMembership(deps.db, actor.userId, row.spaceId) : null;
    if (!member || !canSeePhotos(member)) throw new NotFound(PHOTO_NOT_FOUND);
  }
  const stored = await deps.storage.get(variant === 'thumb' ? row.thumbnailKey : row.storageKey);
  if (!stored) throw new NotFound(PHOTO_NOT_FOUND);
  return stored;
}

/** Files stored for rows that were never written (their transaction failed): no record of them to sweep. */
async function removeFiles(storage: PhotoStorage, rows: Pick<PhotoRow, 'storageKey' | 'thumbnailKey'>[]) {
  await Promise.allSettled(rows.flatMap((row) => [storage.delete(row.storageKey), storage.delete(row.thumbnailKey)]));
}

export type DetectionDeps = { db: Database; storage: PhotoStorage; detector: ObjectDetector; logger: Logger };

/** Keeps what the object detector saw in a photo (boxes as fractions of the image). */
export async function saveDetections(db: Database, photoId: string, detections: PhotoDetections) {
  await db.update(spacePhotos).set({ detections }).where(eq(spacePhotos.id, photoId));
}

/**
 * Looks at each of the space's photos that the detector has not seen yet, one after another (the model is
 * one per process), and saves what it saw. Returns the objects of every photo by id. A photo the detector
 * fails on is logged and counts as showing nothing; it is not saved, so analysing again tries it again.
 */
export async function detectSpacePhotos(deps: DetectionDeps, spaceId: string): Promise<Map<string, DetectedObject[]>> {
  const rows = await deps.db
    .select({ id: spacePhotos.id, storageKey: spacePhotos.storageKey, detections: spacePhotos.detections })
    .from(spacePhotos)
    .where(eq(spacePhotos.spaceId, spaceId));
  const seen = new Map<string, DetectedObject[]>();
  for (const row of rows) {
    if (row.detections) {
      seen.set(row.id, row.detections.objects);
      continue;
    }
    try {
      const stored = await deps.storage.get(row.storageKey);
      if (!stored) throw new Error('photo file missing');
      const objects = await deps.detector.detect(stored.bytes);
      await saveDetections(deps.db, row.id, { model: deps.detector.model, objects });
      seen.set(row.id, objects);
    } catch (error) {
      deps.logger.error(
        { err: error, spaceId, photoId: row.id },
        'object detection failed; the plan goes on without it',
      );
      seen.set(row.id, []);
    }
  }
  return seen;
}
