import type * as SharpModule from 'sharp';

// Every uploaded photo goes through here before it is kept. We decode it (so only real images pass),
// turn it upright by its orientation tag, and re-encode it without any metadata: no GPS position, no
// camera serial, no timestamps. Large photos are made smaller; a thumbnail is made for lists.

export const PHOTO_MAX_SIDE = 1600;
export const THUMBNAIL_SIDE = 400;
/** Guards against "decompression bombs": tiny files that decode to enormous images. */
const MAX_INPUT_PIXELS = 60_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export class NotAnImage extends Error {
  constructor() {
    super('The file is not an image we can read.');
    this.name = 'NotAnImage';
  }
}

export type PreparedImage = { bytes: Uint8Array; width: number; height: number; contentType: 'image/webp' };
export type PreparedPhoto = { full: PreparedImage; thumbnail: PreparedImage };

// sharp loads a native image library (about 0.4 s), so it is loaded on the first upload, not at start-up.
let loading: Promise<typeof SharpModule> | undefined;
const loadSharp = async () => (await (loading ??= import('sharp'))).default;

export async function preparePhoto(input: Uint8Array): Promise<PreparedPhoto> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new NotAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImage();

  const encode = async (side: number, quality: number): Promise<PreparedImage> => {
    try {
      // sharp writes no metadata unless asked to (withMetadata/keepExif), so none of the original's survives.
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, contentType: 'image/webp' };
    } catch {
      throw new NotAnImage();
    }
  };
  const [full, thumbnail] = await Promise.all([encode(PHOTO_MAX_SIDE, 82), encode(THUMBNAIL_SIDE, 75)]);
  return { full, thumbnail };
}
