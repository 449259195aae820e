import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFileRemovals, spaces, spaceTasks } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs/queue';
import { sweepFileRemovals } from '../../platform/storage/file-removals';
import { testBrowser } from '../../../test/browser';
import { analysisFinished, createTestApp, silentLogger, until, type TestApp } from '../../../test/harness';
import { deleteSpace } from '../home/service';
import { signedUpPerson, type Person } from '../../../test/people';

let harness: TestApp;
let organizer: Person;
let parent: Person;
let child: Person;
let stranger: Person;
let spaceId: string;

type Photo = {
  id: string;
  label: string | null;
  is_primary: boolean;
  width: number;
  height: number;
  url: string;
  thumbnail_url: string;
};
type PhotoList = { photos: Photo[]; notes: string; analysis: { pending: boolean; analyzed_at: string | null } };
type ErrorJson = { error: { code: string; message: string } };
const json = async <T>(response: Response) => (await response.json()) as T;

/** A phone photo: GPS position and camera make in its EXIF, turned by its orientation tag. */
const phonePhoto = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#c07030' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
const plainPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();

function setupForm(photos: { name: string; bytes: Uint8Array; type?: string; label?: string }[], notes?: string) {
  const form = new FormData();
  for (const photo of photos) {
    form.append('photos', new File([photo.bytes], photo.name, { type: photo.type ?? 'image/jpeg' }));
    form.append('labels', photo.label ?? '');
  }
  if (notes !== undefined) form.append('notes', notes);
  return form;
}

async function freshSpace(owner: Person, name = 'Study') {
  const { spaces: created } = await json<{ spaces: { id: string }[] }>(
    await owner.browser.post('/api/home', { spaces: [{ name, space_type: 'office' }] }),
  );
  return created[0]!.id;
}

async function join(person: Person, role: string, space = spaceId) {
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: space, role }),
  );
  expect((await person.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
}

async function photosOf(person: Person, space = spaceId) {
  return json<PhotoList>(await person.browser.get(`/api/spaces/${space}/photos`));
}

/** A new space of the organizer's, set up with one photo whose analysis has finished. */
async function spaceWithAPhoto(name: string) {
  const space = await freshSpace(organizer, name);
  const response = await organizer.browser.upload(
    `/api/spaces/${space}/setup`,
    setupForm([{ name: 'g.png', bytes: await plainPng(), type: 'image/png' }]),
  );
  const { photos } = await json<{ photos: Photo[] }>(response);
  await analysisFinished(harness, space);
  return { space, photos };
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

beforeAll(async () => {
  harness = await createTestApp();
  [organizer, parent, child, stranger] = (await Promise.all(
    ['Orla Organizer', 'Pat Parent', 'Cleo Child', 'Stu Stranger'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person, Person];
  spaceId = await freshSpace(organizer);
  await join(parent!, 'parent');
  await join(child!, 'child');
});
afterAll(() => harness.close());

describe('space set-up with photos', () => {
  let first: Photo;

  it('keeps the photos (first one primary), the labels and notes, and queues the analysis', async () => {
    const before = await harness.database.db.select().from(spaceTasks).where(eq(spaceTasks.spaceId, spaceId));
    const response = await organizer.browser.upload(
      `/api/spaces/${spaceId}/setup`,
      setupForm(
        [
          { name: 'desk.jpg', bytes: await phonePhoto(), label: 'desk' },
          { name: 'shelf.png', bytes: await plainPng(), type: 'image/png' },
        ],
        'Lots of paper on the desk',
      ),
    );
    expect(response.status).toBe(202);
    const body = await json<{ photos: Photo[]; analysis_queued: boolean }>(response);
    expect(body.analysis_queued).toBe(true);
    expect(body.photos.map((photo) => [photo.label, photo.is_primary])).toEqual([
      ['desk', true],
      [null, false],
    ]);
    first = body.photos[0]!;
    // Turned upright: the 120×80 photo tagged "rotate 90°" is kept 80 wide, 120 high.
    expect([first.width, first.height]).toEqual([80, 120]);

    const [space] = await harness.database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(space).toMatchObject({ isAnalyzed: true, setupNotes: 'Lots of paper on the desk' });

    await analysisFinished(harness, spaceId);
    const after = await harness.database.db.select().from(spaceTasks).where(eq(spaceTasks.spaceId, spaceId));
    expect(after.length).toBeGreaterThan(before.length);
    const listed = await photosOf(child);
    expect(listed).toMatchObject({ notes: 'Lots of paper on the desk', analysis: { pending: false } });
    expect(listed.analysis.analyzed_at).not.toBeNull();
  });

  it('serves a cleaned copy: WebP, no location or camera data, private caching', async () => {
    const response = await testBrowser(harness).get(first.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=600');
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
    const thumb = await testBrowser(harness).get(first.thumbnail_url);
    expect(thumb.status).toBe(200);
  });

  it('a member sees the photos through the API while signed in, without a signed address', async () => {
    expect((await child.browser.get(`/api/photos/${first.id}/full`)).status).toBe(200);
  });

  it.each([
    ['an anonymous client', () => testBrowser(harness)],
    ['a signed-in stranger', () => stranger.browser],
  ])('%s gets 404 for the photo, and for the list', async (_who, who) => {
    const browser = who();
    for (const variant of ['full', 'thumb']) {
      const response = await browser.get(`/api/photos/${first.id}/${variant}`);
      expect(response.status).toBe(404);
      expect(await json<ErrorJson>(response)).toEqual({ error: { code: 'not_found', message: 'Photo not found' } });
    }
    expect([401, 404]).toContain((await browser.get(`/api/spaces/${spaceId}/photos`)).status);
  });

  it('a forged, altered or expired signature is as good as none', async () => {
    const anonymous = testBrowser(harness);
    const forged = first.url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const otherVariant = first.url.replace('/full?', '/thumb?');
    const expired = harness.services.photoUrls.url(first.id, 'full', new Date(Date.now() - 3_600_000));
    const later = first.url.replace(/expires=(\d+)/, (_m, at: string) => `expires=${Number(at) + 86_400}`);
    for (const url of [forged, otherVariant, expired, later]) expect((await anonymous.get(url)).status).toBe(404);
  });

  it('a new upload makes its first photo the primary one', async () => {
    const response = await parent.browser.upload(
      `/api/spaces/${spaceId}/setup`,
      setupForm([{ name: 'closet.png', bytes: await plainPng(), type: 'image/png', label: 'closet' }]),
    );
    expect(response.status).toBe(202);
    await analysisFinished(harness, spaceId);
    const { photos } = await photosOf(organizer);
    expect(photos.filter((photo) => photo.is_primary).map((photo) => photo.label)).toEqual(['closet']);
    expect(photos[0]!.label).toBe('closet');
    expect(photos).toHaveLength(3);
  });
});

describe('set-up checks', () => {
  it.each([
    [
      'text dressed as a photo',
      () => setupForm([{ name: 'notes.jpg', bytes: new TextEncoder().encode('not a photo at all') }]),
      'Only image files can be uploaded: "notes.jpg" is not an image we can read.',
    ],
    [
      'a file that says it is not an image',
      async () => setupForm([{ name: 'a.txt', bytes: await plainPng(), type: 'text/plain' }]),
      'Only image files can be uploaded: "a.txt" is not an image.',
    ],
    [
      'more than 12 photos',
      async () => {
        const png = await plainPng();
        return setupForm(Array.from({ length: 13 }, (_, i) => ({ name: `p${i}.png`, bytes: png, type: 'image/png' })));
      },
      'Add at most 12 photos at a time.',
    ],
    [
      'a label over 60 characters',
      async () => setupForm([{ name: 'p.png', bytes: await plainPng(), type: 'image/png', label: 'x'.repeat(61) }]),
      'Keep each label under 60 characters.',
    ],
    ['notes over 1000 characters', () => setupForm([], 'n'.repeat(1001)), 'Keep the notes under 1000 characters.'],
    [
      'a photo over 15 MB',
      () => setupForm([{ name: 'huge.jpg', bytes: new Uint8Array(15 * 1024 * 1024 + 1) }]),
      'Each photo must be 15 MB or smaller ("huge.jpg" is too big).',
    ],
  ])('refuses %s with a clear 400, and saves nothing', async (_name, makeForm, message) => {
    const before = await photosOf(organizer);
    const response = await organizer.browser.upload(`/api/spaces/${spaceId}/setup`, await makeForm());
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
    expect((await photosOf(organizer)).photos).toHaveLength(before.photos.length);
  });

  /** A multipart upload of `megabytes` that counts how many bytes the server pulled before answering. */
  function countedUpload(megabytes: number, headers: Record<string, string> = {}) {
    const boundary = 'tidy-counted';
    const chunk = new Uint8Array(64 * 1024);
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    let pulled = 0;
    let chunks = Math.ceil((megabytes * 1024 * 1024) / chunk.length);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        pulled += head.length;
      },
      pull(controller) {
        if (chunks-- <= 0) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const init = {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        origin: 'http://localhost:3000',
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit;
    return { init, pulled: () => pulled };
  }

  it.each([
    ['a visitor', null, 401],
    ['a stranger', 'stranger', 404],
    ['a child', 'child', 403],
  ] as const)('answers %s before reading the upload', async (_who, personKey, status) => {
    const person = personKey === 'stranger' ? stranger : personKey === 'child' ? child : null;
    const cookie = person ? [...person.browser.jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
    const upload = countedUpload(40, cookie ? { cookie } : {});
    const response = await harness.app.request(`/api/spaces/${spaceId}/setup`, upload.init);
    expect(response.status).toBe(status);
    // At most what the stream had queued before the answer: far from the 40 MB sent.
    expect(upload.pulled()).toBeLessThan(1024 * 1024);
  });

  it('refuses an upload whose declared size is over the whole cap without reading it', async () => {
    const cookie = [...organizer.browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const upload = countedUpload(40, { cookie, 'content-length': String(12 * 15 * 1024 * 1024 + 2 * 1024 * 1024) });
    const response = await harness.app.request(`/api/spaces/${spaceId}/setup`, upload.init);
    expect(response.status).toBe(413);
    expect(upload.pulled()).toBeLessThan(1024 * 1024);
  });

  it('refuses a body that is not a form', async () => {
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/setup`, { photos: [] });
    expect(response.status).toBe(415);
    expect((await json<ErrorJson>(response)).error.code).toBeTruthy();
  });

  it('without photos keeps the notes and does not mark the space analysed', async () => {
    const space = await freshSpace(organizer, 'Spare Room');
    const response = await organizer.browser.upload(`/api/spaces/${space}/setup`, setupForm([], 'Boxes everywhere'));
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ photos: [], analysis_queued: false });
    const [row] = await harness.database.db.select().from(spaces).where(eq(spaces.id, space));
    expect(row).toMatchObject({ isAnalyzed: false, analysisPending: false, setupNotes: 'Boxes everywhere' });
    // And there is nothing to analyse yet.
    const again = await organizer.browser.post(`/api/spaces/${space}/analyze`);
    expect(again.status).toBe(409);
    expect((await json<ErrorJson>(again)).error.message).toBe('Add photos before analyzing.');
  });

  it.each([
    ['a child', () => child, 403, 'Only organizers and parents can set up this space.'],
    ['a stranger', () => stranger, 404, 'Space not found'],
  ])('%s may not set up the space', async (_who, who, status, message) => {
    const response = await who().browser.upload(
      `/api/spaces/${spaceId}/setup`,
      setupForm([{ name: 'p.png', bytes: await plainPng(), type: 'image/png' }]),
    );
    expect(response.status).toBe(status);
    expect((await json<ErrorJson>(response)).error.message).toBe(message);
  });
});

describe('reanalyze and remove', () => {
  it('reanalysing adds no task twice', async () => {
    const before = await harness.database.db.select().from(spaceTasks).where(eq(spaceTasks.spaceId, spaceId));
    const response = await organizer.browser.post(`/api/spaces/${spaceId}/analyze`);
    expect(response.status).toBe(202);
    expect((await photosOf(organizer)).analysis.pending).toBe(true);
    await analysisFinished(harness, spaceId);
    const after = await harness.database.db.select().from(spaceTasks).where(eq(spaceTasks.spaceId, spaceId));
    const titles = after.map((task) => task.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(after.length).toBeGreaterThanOrEqual(before.length);
  });

  it('children cannot reanalyse or remove photos', async () => {
    const { photos } = await photosOf(child);
    expect((await child.browser.post(`/api/spaces/${spaceId}/analyze`)).status).toBe(403);
    expect((await child.browser.delete(`/api/photos/${photos[0]!.id}`)).status).toBe(403);
    expect((await stranger.browser.delete(`/api/photos/${photos[0]!.id}`)).status).toBe(404);
  });

  it('removing the primary photo deletes its files and makes the newest other photo primary', async () => {
    const { photos } = await photosOf(organizer);
    const primary = photos.find((photo) => photo.is_primary)!;
    const filesBefore = await filesIn(harness.uploads);
    expect((await organizer.browser.delete(`/api/photos/${primary.id}`)).status).toBe(204);
    const after = await photosOf(organizer);
    expect(after.photos).toHaveLength(photos.length - 1);
    expect(after.photos.filter((photo) => photo.is_primary)).toHaveLength(1);
    expect((await testBrowser(harness).get(primary.url)).status).toBe(404);
    expect(filesBefore.filter((name) => name.includes(primary.id))).not.toHaveLength(0);
    // Removed by the file-removal job once the deletion committed, then its records forgotten.
    await until(
      async () => !(await filesIn(harness.uploads)).some((name) => name.includes(primary.id)),
      'the photo and its thumbnail are removed',
    );
    await until(
      async () => (await harness.database.db.select().from(pendingFileRemovals)).length === 0,
      'the records go',
    );
  });

  it('deleting the space deletes its photo files', async () => {
    const { space, photos } = await spaceWithAPhoto('Garage Two');
    expect((await filesIn(harness.uploads)).some((name) => name.includes(photos[0]!.id))).toBe(true);
    expect((await organizer.browser.delete(`/api/spaces/${space}`)).status).toBe(204);
    await until(
      async () => !(await filesIn(harness.uploads)).some((name) => name.includes(photos[0]!.id)),
      "the space's photo files are removed",
    );
  });

  it('a crash right after deleting the space leaves its files recorded, and the sweep removes them', async () => {
    const { space, photos } = await spaceWithAPhoto('Garage Three');
    // The deletion's transaction alone, as if the process died as it committed: no job was queued.
    const noJobs = {
      jobs: { send: () => Promise.reject(new Error('the process is gone')) } as unknown as JobQueue,
      logger: silentLogger,
    };
    await deleteSpace({ db: harness.database.db, ...noJobs }, space);
    expect((await filesIn(harness.uploads)).filter((name) => name.includes(photos[0]!.id))).not.toHaveLength(0);
    await sweepFileRemovals({ db: harness.database.db, storage: harness.services.storage, logger: silentLogger });
    expect((await filesIn(harness.uploads)).some((name) => name.includes(photos[0]!.id))).toBe(false);
  });
});
