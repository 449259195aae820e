import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { noticedInPhoto } from '@tidy/domain/detections';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { centerNetDetector, suppressOverlaps } from './object-detector';

// The real model on real photographs (Unsplash-licensed, from @solid-design-system/placeholders), each
// checked by eye: the detector must find what is plainly there and not invent a room full of other things.

const require = createRequire(import.meta.url);
const photo = (name: string) => readFile(require.resolve(`@solid-design-system/placeholders/images/${name}`));

const detector = centerNetDetector();

describe('the CenterNet object detector', () => {
  beforeAll(async () => {
    // The first photo loads TensorFlow.js and the model.
    await detector.detect(await photo('laptop-working.jpg'));
  }, 60_000);

  it.each([
    // photo, kinds that must be found, what the coach must mention
    ['working-from-home.jpg', ['cup', 'chair', 'person'], ['cup', 'chair']],
    ['calculator-work.jpg', ['cell phone', 'cup'], ['cell phone', 'cup']],
    ['friends.jpg', ['bed', 'potted plant', 'person'], ['potted plant']],
    ['senior-coffee.jpg', ['cup', 'person'], ['cup']],
    ['laptop-working.jpg', ['laptop'], ['laptop']],
  ])('%s: finds %j', async (name, mustFind, mustMention) => {
    const objects = await detector.detect(await photo(name));
    const kinds = new Set(objects.map((object) => object.kind));
    for (const kind of mustFind) expect(kinds).toContain(kind);
    // A handful of kinds, not dozens of false ones.
    expect(kinds.size).toBeLessThanOrEqual(6);
    for (const object of objects) {
      expect(object.score).toBeGreaterThanOrEqual(0.2);
      const [x, y, width, height] = object.box;
      expect(Math.min(x, y, width, height)).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(1.001);
      expect(y + height).toBeLessThanOrEqual(1.001);
    }
    const mentioned = noticedInPhoto(objects).objects.map((object) => object.kind);
    for (const kind of mustMention) expect(mentioned).toContain(kind);
    expect(mentioned).not.toContain('person');
  });

  it('counts the two cups in the hands of a couple', async () => {
    const objects = await detector.detect(await photo('senior-coffee.jpg'));
    expect(objects.filter((object) => object.kind === 'cup')).toHaveLength(2);
    expect(noticedInPhoto(objects).sentence).toBe('I can see 2 cups.');
  });

  it('finds nothing in a plain wall colour', async () => {
    const wall = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d8cfc0' } })
      .jpeg()
      .toBuffer();
    expect(await detector.detect(wall)).toEqual([]);
  });

  it('looks at a photo well within the time the analysis has', async () => {
    const image = await photo('calculator-work.jpg');
    const started = performance.now();
    await detector.detect(image);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(detector.detect(new TextEncoder().encode('not a photo'))).rejects.toThrow();
  });
});

describe('suppressOverlaps', () => {
  it('keeps the best of overlapping boxes of one kind, and of two kinds on nearly the same box', () => {
    const kept = suppressOverlaps([
      { kind: 'cup', score: 0.5, box: [0.1, 0.1, 0.2, 0.2] },
      { kind: 'cup', score: 0.7, box: [0.12, 0.1, 0.2, 0.2] },
      { kind: 'cup', score: 0.4, box: [0.6, 0.6, 0.2, 0.2] },
      { kind: 'remote', score: 0.3, box: [0.6, 0.6, 0.2, 0.21] },
      { kind: 'book', score: 0.3, box: [0.15, 0.15, 0.1, 0.1] },
    ]);
    expect(kept.map((object) => `${object.kind} ${object.score}`)).toEqual(['cup 0.7', 'cup 0.4', 'book 0.3']);
  });
});
