import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { DEFAULT_PREFERENCES, type Preferences } from '@tidy/domain/constants';
import type { DetectedObject } from '../db/schema/photos';
import type { Coach, CoachPhoto, Motivation } from '../platform/coach/coach';
import type { ObjectDetector } from '../platform/vision/object-detector';
import { scoreRules } from './scorers';
import type { CaseOutput, CasePhoto, EvalCase, CaseResult } from './types';

// Runs one case: makes its call to the coach the way the app would, then checks the rules.

export type EvalDeps = {
  coach: Coach;
  /** The object detector the app runs on each photo; photo cases are skipped without one. */
  detector: ObjectDetector | undefined;
};

const require = createRequire(import.meta.url);

/** The bytes of a photograph of @solid-design-system/placeholders (Unsplash licence). */
export function photoPath(file: string) {
  return require.resolve(`@solid-design-system/placeholders/images/${file}`);
}

const preferencesWith = (overrides: Partial<Preferences> | undefined): Preferences => ({
  ...DEFAULT_PREFERENCES,
  ...overrides,
});

/** Detections are cached per file: the same photo looked at twice gives the same objects. */
const seen = new Map<string, Promise<DetectedObject[]>>();

async function coachPhoto(photo: CasePhoto, detector: ObjectDetector | undefined): Promise<CoachPhoto> {
  if (photo.file === undefined) return { label: photo.label };
  if (!detector) throw new Error('photo detector not available');
  const path = photoPath(photo.file);
  const bytes = new Uint8Array(await readFile(path));
  let detections = seen.get(path);
  if (!detections) {
    detections = detector.detect(bytes);
    seen.set(path, detections);
  }
  return {
    label: photo.label,
    detections: await detections,
    image: async () => ({ bytes, contentType: 'image/jpeg' }),
  };
}

async function call(evalCase: EvalCase, deps: EvalDeps): Promise<CaseOutput> {
  const { coach, detector } = deps;
  const { call } = evalCase;
  switch (call.operation) {
    case 'analyzeSpace': {
      const { photos, preferences, ...rest } = call.input;
      const tasks = await coach.analyzeSpace({
        ...rest,
        photos: await Promise.all(photos.map((photo) => coachPhoto(photo, detector))),
        preferences: preferencesWith(preferences),
      });
      return { tasks };
    }
    case 'generateSubtasks': {
      const { preferences, ...rest } = call.input;
      const tasks = await coach.generateSubtasks({ ...rest, preferences: preferencesWith(preferences) });
      return { tasks, request: rest.taskDescription };
    }
    case 'quickWins': {
      // The space's set-up notes go with the request, so quick wins leave out what the household left out.
      const { preferences, ...rest } = call.input;
      return { tasks: await coach.quickWins({ ...rest, preferences: preferencesWith(preferences) }) };
    }
    case 'editTasks': {
      const result = await coach.editTasks(call.input);
      return {
        tasks: result.tasks,
        request: call.input.prompt,
        edit: { understood: result.understood, message: result.message, before: call.input.currentTasks },
      };
    }
    case 'refreshMotivation': {
      // "Another one" in the app: the coach is told, through `exclude`, the quotes and tips already shown
      // (the one on screen and any before it) and should give something else.
      const { refreshes, ...base } = call.input;
      const shown: Motivation[] = [await coach.dailyMotivation(base)];
      for (let refresh = 0; refresh < refreshes; refresh += 1) {
        shown.push(
          await coach.dailyMotivation({
            ...base,
            exclude: { quotes: shown.map((seen) => seen.quote), tips: shown.map((seen) => seen.dailyTip) },
          }),
        );
      }
      return { tasks: [], motivations: shown };
    }
  }
}

/** Makes the case's call and scores it; a thrown error fails the case, a missing detector skips it. */
export async function runCase(evalCase: EvalCase, deps: EvalDeps): Promise<CaseResult> {
  const base = { id: evalCase.id, kind: evalCase.kind, about: evalCase.about };
  const needsDetector =
    evalCase.call.operation === 'analyzeSpace' && evalCase.call.input.photos.some((photo) => photo.file !== undefined);
  if (needsDetector && !deps.detector) return { ...base, score: 0, rules: [], skipped: 'photo detector not available' };
  let output: CaseOutput;
  try {
    output = await call(evalCase, deps);
  } catch (error) {
    return { ...base, score: 0, rules: [], error: error instanceof Error ? error.message : String(error) };
  }
  const rules = scoreRules(evalCase.expect, output);
  return { ...base, score: rules.every((rule) => rule.pass) ? 1 : 0, rules, output };
}
