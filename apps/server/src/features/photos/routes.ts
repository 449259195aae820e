import { createRoute, z } from '@hono/zod-openapi';
import { MAX_PHOTO_BYTES, MAX_PHOTO_LABEL_LENGTH, MAX_PHOTOS_PER_UPLOAD, MAX_SETUP_NOTES_LENGTH } from '@tidy/domain/constants';
import { multiLineText, singleLineText } from '@tidy/domain/text';
import { bodyLimit } from 'hono/body-limit';
import { requireUser } from '../../auth/session';
import { HttpError } from '../../http/errors';
import { errorResponse, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { deletePhoto, listPhotos, readPhoto, reanalyzeSpace, requireSetUpAccess, setUpSpace, type PhotoDeps } from './service';
import { PHOTO_VARIANTS } from './signed-url';

const MEGABYTE = 1024 * 1024;
/** Room for every photo at its largest, plus the form's own fields. */
const MAX_SETUP_BODY_BYTES = MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES + MEGABYTE;

const Noticed = z
  .object({
    objects: z.array(
      z.object({
        kind: z.string().openapi({ description: "The detector's word (COCO): 'cup', 'dining table'" }),
        label: z.string().openapi({ description: "The household's word for that many: 'cups', 'table'" }),
        count: z.number().int().min(1),
      }),
    ),
    sentence: z.string().openapi({ example: 'I can see 9 books, 3 cups and a laptop on the desk.' }),
  })
  .openapi('Noticed', { description: 'What the coach noticed in the photo (issue 18)' });

const Photo = z
  .object({
    id: z.string(),
    label: z.string().nullable(),
    is_primary: z.boolean(),
    width: z.number().int(),
    height: z.number().int(),
    created_at: z.string(),
    url: z.string().openapi({ description: 'A signed address of the photo, valid for at least 15 minutes' }),
    thumbnail_url: z.string(),
    noticed: Noticed.nullable().openapi({ description: 'What the coach noticed; null until the analysis has looked at the photo' }),
  })
  .openapi('Photo');

const toList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const file = z.instanceof(File, { message: 'photos: Send each photo as a file.' }).openapi({ type: 'string', format: 'binary' });
const SetupForm = z
  .object({
    photos: z
      .union([file, z.array(file)])
      .optional()
      .transform(toList)
      .pipe(z.array(z.instanceof(File)).max(MAX_PHOTOS_PER_UPLOAD, `Add at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time.`)),
    labels: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform(toList)
      .pipe(z.array(singleLineText(z.string().trim().max(MAX_PHOTO_LABEL_LENGTH, `labels: Keep each label under ${MAX_PHOTO_LABEL_LENGTH} characters.`)))),
    notes: multiLineText(z.string().trim().max(MAX_SETUP_NOTES_LENGTH, `notes: Keep the notes under ${MAX_SETUP_NOTES_LENGTH} characters.`)).optional(),
  })
  .superRefine((form, context) => {
    if (form.labels.length > form.photos.length) {
      context.addIssue({ code: 'custom', path: ['labels'], message: 'labels: Send at most one label per photo.' });
    }
    for (const photo of form.photos) {
      if (photo.size > MAX_PHOTO_BYTES) {
        context.addIssue({ code: 'custom', path: ['photos'], message: `Each photo must be ${MAX_PHOTO_BYTES / MEGABYTE} MB or smaller ("${photo.name}" is too big).` });
      }
      if (photo.type && !photo.type.startsWith('image/')) {
        context.addIssue({ code: 'custom', path: ['photos'], message: `Only image files can be uploaded: "${photo.name}" is not an image.` });
      }
    }
  })
  .openapi('SpaceSetupForm');

const SpaceParam = z.object({ spaceId: z.string().max(100) });
const PhotoParam = z.object({ photoId: z.string().max(100) });

const common = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
  404: errorResponse('Not found, or not a member of the space'),
};

const routes = {
  list: createRoute({
    method: 'get', path: '/spaces/{spaceId}/photos', tags: ['photos'], summary: "The space's photos (signed addresses), set-up notes and analysis state",
    request: { params: SpaceParam },
    responses: {
      200: json(
        z.object({
          photos: z.array(Photo),
          notes: z.string(),
          analysis: z.object({
            pending: z.boolean(),
            analyzed_at: z.string().nullable(),
            noticed: Noticed.nullable().openapi({ description: 'Across the photos looked at so far, counts summed; null when none is' }),
          }),
        }),
        'Photos, newest first after the primary one',
      ),
      ...common,
    },
  }),
  setup: createRoute({
    method: 'post', path: '/spaces/{spaceId}/setup', tags: ['photos'],
    summary: 'Space set-up: add photos (checked, turned upright, cleaned of metadata) and notes; queues the analysis (organizers, parents)',
    request: { params: SpaceParam, body: { content: { 'multipart/form-data': { schema: SetupForm } }, required: true } },
    responses: {
      202: json(z.object({ photos: z.array(Photo), analysis_queued: z.boolean() }), 'Saved; the analysis runs in the background'),
      ...common,
      403: errorResponse('Only organizers and parents set up a space'),
      413: errorResponse('The upload is too large'),
    },
  }),
  analyze: createRoute({
    method: 'post', path: '/spaces/{spaceId}/analyze', tags: ['photos'], summary: "Analyse the space's photos again (organizers, parents)",
    request: { params: SpaceParam },
    responses: {
      202: json(z.object({ analysis_queued: z.literal(true) }), 'Queued'),
      ...common,
      403: errorResponse('Only organizers and parents set up a space'),
      409: errorResponse('The space has no photos yet'),
    },
  }),
  remove: createRoute({
    method: 'delete', path: '/photos/{photoId}', tags: ['photos'], summary: 'Remove a photo (organizers, parents)',
    request: { params: PhotoParam },
    responses: { 204: { description: 'Removed' }, ...common, 403: errorResponse('Only organizers and parents remove photos') },
  }),
  image: createRoute({
    method: 'get', path: '/photos/{photoId}/{variant}', tags: ['photos'],
    summary: 'The image: for a valid signed address, or for a signed-in member; 404 for anyone else',
    request: {
      params: PhotoParam.extend({ variant: z.enum(PHOTO_VARIANTS) }),
      query: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() }),
    },
    responses: {
      200: { content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The image' },
      400: errorResponse('No such variant, or a signature or expiry that is too long'),
      404: errorResponse('No such photo, or not yours to see'),
    },
  }),
};

export function photoRoutes(deps: PhotoDeps) {
  const router = createRouter();
  router.use(
    '/spaces/:spaceId/setup',
    // Who may upload is settled before a byte of the body is read, so a visitor or a stranger cannot make the
    // server take in and parse up to the whole cap first.
    async (c, next) => {
      if (c.req.method === 'POST') await requireSetUpAccess(deps.db, await requireUser(c), c.req.param('spaceId') ?? '');
      await next();
    },
    // The whole request is capped (an oversized Content-Length is refused unread), not only each photo.
    bodyLimit({
      maxSize: MAX_SETUP_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, 'too_large', `The upload is too large: send at most ${MAX_PHOTOS_PER_UPLOAD} photos of up to ${MAX_PHOTO_BYTES / MEGABYTE} MB each.`);
      },
    }),
  );
  return router
    .openapi(routes.list, async (c) => c.json(await listPhotos(deps, await requireUser(c), c.req.valid('param').spaceId), 200))
    .openapi(routes.setup, async (c) => {
      const actor = await requireUser(c);
      const form = c.req.valid('form');
      const photos = await Promise.all(
        form.photos.map(async (photo, index) => ({
          name: photo.name || `photo ${index + 1}`,
          bytes: new Uint8Array(await photo.arrayBuffer()),
          label: form.labels[index] || null,
        })),
      );
      return c.json(await setUpSpace(deps, actor, c.req.valid('param').spaceId, { photos, notes: form.notes }), 202);
    })
    .openapi(routes.analyze, async (c) => c.json(await reanalyzeSpace(deps, await requireUser(c), c.req.valid('param').spaceId), 202))
    .openapi(routes.remove, async (c) => {
      await deletePhoto(deps, await requireUser(c), c.req.valid('param').photoId);
      return c.body(null, 204);
    })
    .openapi(routes.image, async (c) => {
      const { photoId, variant } = c.req.valid('param');
      const { expires, signature } = c.req.valid('query');
      const image = await readPhoto(deps, { photoId, variant, expires, signature, actor: c.get('actor') });
      c.header('Content-Type', image.contentType);
      // The browser may keep it, no shared cache may; the address itself expires.
      c.header('Cache-Control', 'private, max-age=600');
      c.header('Content-Disposition', 'inline');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(image.bytes as unknown as ArrayBuffer, 200) as never;
    });
}
