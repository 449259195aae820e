import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';
import type { io, Tensor } from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { DetectedObject } from '../../db/schema/photos';
import { COCO_KINDS } from './coco-kinds';

// The coach looks at each photo with a small COCO object detector (CenterNet on MobileNetV3, 4 MB) that ships
// inside the @vladmandic/human package, run by TensorFlow.js on its WebAssembly backend. Nothing is fetched
// at run time: the model and the .wasm files are read from node_modules. TensorFlow.js, the backend and the
// model are loaded on the first photo, never at start-up (the server restarts within 3 s).

/** Sees which everyday objects are in a photo. Tests hand the app their own. */
export type ObjectDetector = {
  /** Names the model, saved with each photo's detections so a later model can tell old results apart. */
  readonly model: string;
  /** Objects in an encoded image (JPEG, WebP, PNG…), best first; boxes are fractions of the image. */
  detect(image: Uint8Array): Promise<DetectedObject[]>;
};

export const CENTERNET_MODEL = 'centernet-mobilenetv3-coco@human-3.3.6';

/** The model's fixed input side, in pixels. */
const INPUT_SIDE = 512;
/**
 * This model's scores run low (a clear cat scores about 0.3); below 0.2 its guesses are mostly wrong. What is
 * worth telling the household is decided later, with a higher bar (packages/domain/src/detections.ts).
 */
export const MIN_SCORE = 0.2;
/** Two boxes of one kind overlapping more than this are one object. */
const SAME_OBJECT_OVERLAP = 0.45;
/** The model often gives one box two kinds (a remote and a phone); nearly the same box is one object. */
const SAME_BOX_OVERLAP = 0.8;
/** The model proposes at most 100 boxes; a photo of a room rarely needs more than this. */
const MAX_OBJECTS = 50;

type Tf = typeof TfCore;
type Loaded = { tf: Tf; model: GraphModel };

const require = createRequire(import.meta.url);

/** The folder of a package's main file, found the way Node would, without loading it. */
function packageFolder(name: string) {
  return path.dirname(require.resolve(name));
}

async function loadModel(): Promise<Loaded> {
  const [tf, converter, wasm] = await Promise.all([
    import('@tensorflow/tfjs-core'),
    import('@tensorflow/tfjs-converter'),
    import('@tensorflow/tfjs-backend-wasm'),
  ]);
  // A path with a trailing slash: the backend reads its .wasm files from there with fs, not fetch.
  wasm.setWasmPaths(`${packageFolder('@tensorflow/tfjs-backend-wasm')}${path.sep}`);
  // Threads would need Web Workers; on two cores the single-threaded SIMD build is as fast and simpler.
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  if (!(await tf.setBackend('wasm'))) throw new Error('object detector: the WebAssembly backend did not start');
  await tf.ready();

  // human's package exports only its code; the models sit one folder above its dist/.
  const models = path.join(packageFolder('@vladmandic/human'), '..', 'models');
  const [json, weights] = await Promise.all([
    readFile(path.join(models, 'centernet.json'), 'utf8'),
    readFile(path.join(models, 'centernet.bin')),
  ]);
  const artifacts = JSON.parse(json) as {
    modelTopology: object;
    weightsManifest: { weights: io.WeightsManifestEntry[] }[];
  };
  const model = await converter.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: artifacts.modelTopology,
      weightSpecs: artifacts.weightsManifest.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
    }),
  );
  return { tf, model };
}

/** The photo as the model wants it: 512×512 RGB, stretched (boxes come back as fractions either way). */
async function pixels(image: Uint8Array) {
  const sharp = (await import('sharp')).default;
  const { data } = await sharp(image, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize(INPUT_SIDE, INPUT_SIDE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

async function detectWith({ tf, model }: Loaded, image: Uint8Array): Promise<DetectedObject[]> {
  const rgb = await pixels(image);
  // Output 'tower_0/detections': [1, 100, 6] rows of x1, y1, x2, y2 (input pixels), score, class.
  const rows = tf.tidy(() => {
    const input = tf.tensor4d(Float32Array.from(rgb), [1, INPUT_SIDE, INPUT_SIDE, 3]);
    return model.execute(input, 'tower_0/detections') as Tensor;
  });
  const values = (await rows.array()) as number[][][];
  rows.dispose();
  const candidates = (values[0] ?? [])
    .filter(([, , , , score, kind]) => score! >= MIN_SCORE && Number.isInteger(kind) && COCO_KINDS[kind!] !== undefined)
    .map(([x1, y1, x2, y2, score, kind]): DetectedObject => {
      const left = clamp(x1! / INPUT_SIDE);
      const top = clamp(y1! / INPUT_SIDE);
      const right = clamp(x2! / INPUT_SIDE);
      const bottom = clamp(y2! / INPUT_SIDE);
      return {
        kind: COCO_KINDS[kind!]!,
        score: round(score!),
        box: [round(left), round(top), round(Math.max(0, right - left)), round(Math.max(0, bottom - top))],
      };
    });
  return suppressOverlaps(candidates).slice(0, MAX_OBJECTS);
}

/**
 * Keeps the best box of each object: a box is dropped when a better one of the same kind overlaps it, or a
 * better one of any kind covers nearly the same area.
 */
export function suppressOverlaps(objects: DetectedObject[]): DetectedObject[] {
  const kept: DetectedObject[] = [];
  for (const candidate of [...objects].sort((a, b) => b.score - a.score)) {
    const duplicate = kept.some((other) => {
      const shared = overlap(other.box, candidate.box);
      return shared > SAME_BOX_OVERLAP || (other.kind === candidate.kind && shared > SAME_OBJECT_OVERLAP);
    });
    if (!duplicate) kept.push(candidate);
  }
  return kept;
}

/** Intersection over union of two [x, y, width, height] boxes. */
function overlap(a: DetectedObject['box'], b: DetectedObject['box']) {
  const width = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const height = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a[2] * a[3] + b[2] * b[3] - shared);
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 1000) / 1000;

let loading: Promise<Loaded> | undefined;

/**
 * The one CenterNet detector of the process. The model loads on the first detect(); a failed load is
 * forgotten so that the next photo tries again.
 */
export function centerNetDetector(): ObjectDetector {
  return {
    model: CENTERNET_MODEL,
    async detect(image) {
      loading ??= loadModel().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return detectWith(await loading, image);
    },
  };
}
