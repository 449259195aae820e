import { BAND_NAMES, DURATION_BANDS, type DurationBand } from './library-task';

// Making a plan add up to the minutes asked for: first how many tasks of each length, then each
// task's minutes. A task may stay anywhere inside its band, or be trimmed or stretched by ~30%.

export type BandCounts = Record<DurationBand, number>;

/** How much each task of a band costs a plan, for one kind of plan (lower is preferred). */
export type BandPenalty = Readonly<Record<DurationBand, number>>;

export type BandChoice = { counts: BandCounts; reachable: boolean };

// Typical lengths, used to prefer plans whose tasks need little trimming or stretching.
const NOMINAL_MINUTES: Readonly<Record<DurationBand, number>> = { quick: 4, focused: 18, deep: 37 };
const SCALE_WEIGHT = 4;
const PER_TASK_COST = 0.05;
const UNREACHABLE_COST_PER_MINUTE = 10;
/** What a mix gains by having room for the tasks the person asked about. */
const FAVOURED_BAND_BONUS = 2.5;
const MAX_PLAN_TASKS = 8;

export const EMPTY_COUNTS: BandCounts = { quick: 0, focused: 0, deep: 0 };

export function totalCount(counts: BandCounts): number {
  return counts.quick + counts.focused + counts.deep;
}

/**
 * How many quick, focused and deep tasks make up a plan of `target` minutes, given what the
 * library has. `reachable` is false when no mix can reach the target; the closest one is given.
 */
export function chooseBandCounts(options: {
  target: number;
  available: BandCounts;
  minTasks: number;
  maxTasks: number;
  penalty: BandPenalty;
  /** Extra cost of a one-task plan, for plans that read better as a few steps. */
  singleTaskCost?: number;
  /** Bands holding the tasks that best match the person's words: a mix with room for one is preferred. */
  favouredBands?: readonly DurationBand[];
}): BandChoice | null {
  const { target, available, penalty } = options;
  const maxTasks = Math.min(options.maxTasks, MAX_PLAN_TASKS);
  let best: { counts: BandCounts; cost: number; reachable: boolean } | null = null;
  for (let quick = 0; quick <= Math.min(available.quick, maxTasks); quick += 1) {
    for (let focused = 0; focused <= Math.min(available.focused, maxTasks - quick); focused += 1) {
      for (let deep = 0; deep <= Math.min(available.deep, maxTasks - quick - focused); deep += 1) {
        const counts = { quick, focused, deep };
        const tasks = quick + focused + deep;
        if (tasks < Math.max(1, options.minTasks)) continue;
        const low = BAND_NAMES.reduce((sum, band) => sum + counts[band] * DURATION_BANDS[band].min, 0);
        const high = BAND_NAMES.reduce((sum, band) => sum + counts[band] * DURATION_BANDS[band].max, 0);
        const nominal = BAND_NAMES.reduce((sum, band) => sum + counts[band] * NOMINAL_MINUTES[band], 0);
        const miss = Math.max(0, low - target, target - high);
        const cost =
          miss * UNREACHABLE_COST_PER_MINUTE +
          Math.abs(Math.log(target / nominal)) * SCALE_WEIGHT +
          BAND_NAMES.reduce((sum, band) => sum + counts[band] * penalty[band], 0) +
          tasks * PER_TASK_COST +
          (tasks === 1 ? (options.singleTaskCost ?? 0) : 0) -
          (options.favouredBands?.some((band) => counts[band] > 0) ? FAVOURED_BAND_BONUS : 0);
        if (!best || cost < best.cost - 1e-9) best = { counts, cost, reachable: miss === 0 };
      }
    }
  }
  return best ? { counts: best.counts, reachable: best.reachable } : null;
}

/** The minutes a task of `minutes` may be given: anywhere in its band, or within ~30% of its own time. */
export function adjustableRange(minutes: number, band: DurationBand): { min: number; max: number } {
  return {
    min: Math.max(1, Math.min(DURATION_BANDS[band].min, Math.ceil(minutes * 0.7))),
    max: Math.max(DURATION_BANDS[band].max, Math.floor(minutes * 1.3)),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Whole minutes for each task, in proportion to their own times, that add up to `target` when the
 * ranges allow (else as close as they allow).
 */
export function fitMinutes(
  tasks: readonly { minutes: number; range: { min: number; max: number } }[],
  target: number,
): number[] {
  if (tasks.length === 0) return [];
  const at = (scale: number) => tasks.map((task) => clamp(task.minutes * scale, task.range.min, task.range.max));
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

  // The total only grows with the scale, so halving the interval finds the scale that hits the target.
  let low = 0;
  let high = 1;
  while (sum(at(high)) < target && high < 1e6) high *= 2;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (sum(at(middle)) < target) low = middle;
    else high = middle;
  }
  const exact = at(high);
  const whole = exact.map((value, index) =>
    clamp(Math.floor(value), tasks[index]?.range.min ?? 1, tasks[index]?.range.max ?? value),
  );
  let missing = Math.round(target) - sum(whole);
  // Hand the leftover minutes to the tasks that lost the most to rounding down, first come first.
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  while (missing > 0) {
    const receiver = byFraction.find(({ index }) => (whole[index] ?? 0) < (tasks[index]?.range.max ?? 0));
    if (!receiver) break;
    whole[receiver.index] = (whole[receiver.index] ?? 0) + 1;
    byFraction.push(...byFraction.splice(byFraction.indexOf(receiver), 1));
    missing -= 1;
  }
  while (missing < 0) {
    const giver = [...byFraction].reverse().find(({ index }) => (whole[index] ?? 0) > (tasks[index]?.range.min ?? 1));
    if (!giver) break;
    whole[giver.index] = (whole[giver.index] ?? 0) - 1;
    missing += 1;
  }
  return whole;
}
