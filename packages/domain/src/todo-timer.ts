// The to-do timer (spec 02 §3 "Timer state", §4 "To-do timer"): start, pause, reset; completing an item
// stops it. Elapsed time is worked out from timestamps, never by counting ticks, so a tab the browser
// throttled in the background still shows the right time when it comes back.

/** Spec 02 §3: whether it runs, the seconds banked before the current run, and when that run began (ms). */
export type TimerState = {
  readonly isRunning: boolean;
  /** Whole seconds counted before the current run. */
  readonly timeElapsed: number;
  /** Epoch milliseconds the current run began; null while paused. */
  readonly startTime: number | null;
};

/** The most a timer counts: one day. The server keeps time spent up to the same limit. */
export const MAX_TIMER_SECONDS = 86_400;

export const IDLE_TIMER: TimerState = { isRunning: false, timeElapsed: 0, startTime: null };

function wholeSeconds(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(MAX_TIMER_SECONDS, Math.floor(value));
}

/** A paused timer showing time already spent, e.g. what the server saved for the item. */
export function pausedTimer(seconds: number): TimerState {
  return { isRunning: false, timeElapsed: wholeSeconds(seconds), startTime: null };
}

/** Whole seconds on the timer at `now` (epoch ms). A clock that moved backwards adds nothing. */
export function elapsedAt(state: TimerState, now: number): number {
  if (!state.isRunning || state.startTime === null) return wholeSeconds(state.timeElapsed);
  const running = Math.max(0, now - state.startTime) / 1000;
  return wholeSeconds(state.timeElapsed + running);
}

/** Starts counting from where it stands; a running timer is left as it is. */
export function startTimer(state: TimerState, now: number): TimerState {
  if (state.isRunning) return state;
  return { isRunning: true, timeElapsed: wholeSeconds(state.timeElapsed), startTime: now };
}

/** Stops counting and banks the time; a paused timer is left as it is. */
export function pauseTimer(state: TimerState, now: number): TimerState {
  if (!state.isRunning) return state;
  return { isRunning: false, timeElapsed: elapsedAt(state, now), startTime: null };
}

/** Back to zero, not running. */
export function resetTimer(): TimerState {
  return IDLE_TIMER;
}

/** Completing an item stops its timer (spec 02 §4); the time it shows is the time spent on the item. */
export function stopTimerOnComplete(state: TimerState, now: number): { timer: TimerState; timeSpentSeconds: number } {
  const timer = pauseTimer(state, now);
  return { timer, timeSpentSeconds: timer.timeElapsed };
}
