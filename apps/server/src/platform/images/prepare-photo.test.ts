import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NotAnImage, PHOTO_MAX_SIDE, preparePhoto, THUMBNAIL_SIDE } from './prepare-photo';

// A phone photo: landscape pixels with an orientation tag saying "rotate 90°", and GPS and camera data.
async function phonePhoto(width = 120, height = 80) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Software: 'Camera 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

describe('preparePhoto', () => {
  it('the test photo really carries GPS and camera data (so the next test means something)', async () => {
    const meta = await sharp(await phonePhoto()).metadata();
    expect(meta.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(meta.orientation).toBe(6);
  });

  it('strips location and camera metadata and applies the orientation', async () => {
    const { full, thumbnail } = await preparePhoto(await phonePhoto());
    for (const image of [full, thumbnail]) {
      const meta = await sharp(image.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(image.bytes).includes('PhoneMaker')).toBe(false);
    }
    // 120×80 turned a quarter: upright it is 80 wide and 120 high.
    expect([full.width, full.height]).toEqual([80, 120]);
  });

  it('makes large photos smaller, keeps their shape, and makes a thumbnail', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#88aacc' } }).png().toBuffer();
    const { full, thumbnail } = await preparePhoto(big);
    expect([full.width, full.height]).toEqual([PHOTO_MAX_SIDE, 1200]);
    expect([thumbnail.width, thumbnail.height]).toEqual([THUMBNAIL_SIDE, 300]);
    expect(thumbnail.bytes.byteLength).toBeLessThan(full.bytes.byteLength);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#ffffff80' } }).png().toBuffer();
    const { full } = await preparePhoto(small);
    expect([full.width, full.height]).toEqual([50, 40]);
  });

  it.each([
    ['text', new TextEncoder().encode('hello, this is not a photo')],
    ['an empty file', new Uint8Array()],
    ['a JPEG header with nothing after it', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['an SVG (scripts can hide in it)', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')],
  ])('refuses %s', async (_name, bytes) => {
    await expect(preparePhoto(bytes)).rejects.toBeInstanceOf(NotAnImage);
  });

  it('refuses an image that would decode to an enormous size', async () => {
    // A 1×1 PNG whose header claims 20,000×20,000 pixels (400 million).
    const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expect(preparePhoto(png)).rejects.toBeInstanceOf(NotAnImage);
  });
});
