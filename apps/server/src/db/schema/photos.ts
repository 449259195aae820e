import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

/** One kind of object the detector found, in COCO's words ('cup', 'book'), with its score and box. */
export type DetectedObject = { kind: string; score: number; box: [x: number, y: number, width: number, height: number] };
export type PhotoDetections = { model: string; objects: DetectedObject[] };

/**
 * Photos of a space (spec 01 §3 space_photos). Homes are private: instead of the spec's public photo_url we
 * keep storage keys, and members fetch the images through the API (docs/decisions/006). The spec's
 * analysis_results held the photo's label; it is `label` here.
 */
export const spacePhotos = pgTable(
  'space_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** Who took it: their photos leave with them when they delete their account (decision 027). */
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the resized, metadata-free image lives in the storage adapter. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    label: text('label'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /**
     * What the object detector saw in the photo (issue 18): null until the analysis job has looked at it.
     * Boxes are fractions of the image, so they survive resizing.
     */
    detections: jsonb('detections').$type<PhotoDetections>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The space's photos, newest first (02 §7).
    index('space_photos_space_created_idx').on(table.spaceId, table.createdAt),
    index('space_photos_space_primary_idx').on(table.spaceId).where(sql`${table.isPrimary}`),
    // Deleting an account deletes the photos it uploaded (their files first, through pending_file_removals).
    index('space_photos_uploaded_by_idx').on(table.uploadedBy),
  ],
);
