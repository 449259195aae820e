import { describe, expect, it } from 'vitest';
import { TODO_TIMER_TICK_MS } from './constants';
import { formatTimer } from './time';
import {
  IDLE_TIMER,
  MAX_TIMER_SECONDS,
  elapsedAt,
  pausedTimer,
  pauseTimer,
  resetTimer,
  startTimer,
  stopTimerOnComplete,
  type TimerState,
} from './todo-timer';

const T0 = Date.UTC(2025, 2, 1, 9, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const running = (banked: number, startedAtSecond: number): TimerState => ({
  isRunning: true,
  timeElapsed: banked,
  startTime: at(startedAtSecond),
});

describe('elapsedAt', () => {
  it.each<[string, TimerState, number, number]>([
    ['idle timer', IDLE_TIMER, at(100), 0],
    ['paused at 75 s', pausedTimer(75), at(1000), 75],
    ['running 0.999 s shows 0', running(0, 0), at(0.999), 0],
    ['running exactly one tick', running(0, 0), T0 + TODO_TIMER_TICK_MS, 1],
    ['running 2.5 s', running(0, 0), at(2.5), 2],
    ['banked 60 s plus 30 s running', running(60, 10), at(40), 90],
    // A background tab gets no ticks for minutes; the time is still right when it looks again.
    ['a throttled tab after 10 minutes', running(5, 0), at(600), 605],
    ['a clock that went backwards adds nothing', running(12, 50), at(40), 12],
    ['never past one day', running(MAX_TIMER_SECONDS - 1, 0), at(10), MAX_TIMER_SECONDS],
  ])('%s → %s s', (_name, state, now, expected) => {
    expect(elapsedAt(state, now)).toBe(expected);
  });
});

describe('start, pause, reset', () => {
  it('starts from zero and counts from the start time', () => {
    const started = startTimer(IDLE_TIMER, at(0));
    expect(started).toEqual({ isRunning: true, timeElapsed: 0, startTime: at(0) });
    expect(formatTimer(elapsedAt(started, at(2.5)))).toBe('00:02');
  });

  it('pausing banks the whole seconds and keeps them while paused', () => {
    const paused = pauseTimer(startTimer(IDLE_TIMER, at(0)), at(3.4));
    expect(paused).toEqual({ isRunning: false, timeElapsed: 3, startTime: null });
    expect(elapsedAt(paused, at(500))).toBe(3);
  });

  it('resuming adds to what was banked', () => {
    let timer = startTimer(IDLE_TIMER, at(0));
    timer = pauseTimer(timer, at(65));
    timer = startTimer(timer, at(100));
    expect(elapsedAt(timer, at(110))).toBe(75);
    expect(formatTimer(elapsedAt(timer, at(110)))).toBe('01:15');
  });

  it('starting a running timer and pausing a paused one change nothing', () => {
    const started = startTimer(IDLE_TIMER, at(0));
    expect(startTimer(started, at(30))).toBe(started);
    const paused = pausedTimer(40);
    expect(pauseTimer(paused, at(30))).toBe(paused);
  });

  it('reset goes back to zero and stops', () => {
    expect(resetTimer()).toEqual({ isRunning: false, timeElapsed: 0, startTime: null });
    expect(elapsedAt(resetTimer(), at(99))).toBe(0);
  });
});

describe('pausedTimer', () => {
  it.each([
    [0, 0],
    [42, 42],
    [42.9, 42],
    [-5, 0],
    [Number.NaN, 0],
    [MAX_TIMER_SECONDS + 100, MAX_TIMER_SECONDS],
  ])('%s saved seconds → %s', (seconds, expected) => {
    expect(pausedTimer(seconds)).toEqual({ isRunning: false, timeElapsed: expected, startTime: null });
  });
});

describe('stopTimerOnComplete', () => {
  it('stops a running timer and reports the time spent', () => {
    expect(stopTimerOnComplete(running(30, 0), at(12))).toEqual({
      timer: { isRunning: false, timeElapsed: 42, startTime: null },
      timeSpentSeconds: 42,
    });
  });

  it('keeps a paused timer as it is', () => {
    expect(stopTimerOnComplete(pausedTimer(7), at(12))).toEqual({ timer: pausedTimer(7), timeSpentSeconds: 7 });
  });
});
