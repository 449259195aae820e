import { TODO_TIMER_TICK_MS } from '@tidy/domain/constants';
import { elapsedAt, pausedTimer, startTimer, stopTimerOnComplete, type TimerState } from '@tidy/domain/todo-timer';
import { useCallback, useEffect, useState } from 'react';
import { hapticSuccess } from '../../lib/native/haptics';
import type { ItemChange, LocalTodoItem } from './todo-state';
import { browserStorage, readTimers, writeTimers, type TimerMap } from './todo-storage';

const storage = browserStorage();

/**
 * The items' timers (spec 02 §4): start, pause, reset, and completing stops one. Only running timers are
 * kept here (and on the device, so they survive a reload); a paused timer is the item's saved time spent,
 * which pausing, resetting and completing save. The display ticks every second while any timer runs.
 */
export function useTodoTimers(
  userId: string,
  items: readonly LocalTodoItem[],
  changeItem: (id: string, change: ItemChange) => void,
) {
  const [timers, setTimers] = useState<TimerMap>(() => readTimers(storage, userId));
  const [now, setNow] = useState(() => Date.now());
  // A timer of an item that is gone (removed on another device) does not keep the display ticking.
  const running = items.some((item) => timers[item.id]?.isRunning);

  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), TODO_TIMER_TICK_MS);
    return () => window.clearInterval(tick);
  }, [running]);

  const keep = useCallback(
    (change: (timers: TimerMap) => TimerMap) => {
      setTimers((current) => {
        const next = change(current);
        writeTimers(storage, userId, next);
        return next;
      });
    },
    [userId],
  );

  const without = (current: TimerMap, id: string): TimerMap => {
    const { [id]: _gone, ...rest } = current;
    return rest;
  };

  const timerOf = (item: LocalTodoItem): TimerState => timers[item.id] ?? pausedTimer(item.timeSpentSeconds);

  return {
    isRunning: (item: LocalTodoItem) => timers[item.id]?.isRunning === true,
    /** Whole seconds on the item's timer now. */
    secondsOf: (item: LocalTodoItem) => elapsedAt(timerOf(item), now),
    start(item: LocalTodoItem) {
      const startedAt = Date.now();
      setNow(startedAt);
      keep((current) => ({ ...current, [item.id]: startTimer(pausedTimer(item.timeSpentSeconds), startedAt) }));
    },
    pause(item: LocalTodoItem) {
      const timer = timers[item.id];
      if (!timer) return;
      const pausedAt = Date.now();
      setNow(pausedAt);
      keep((current) => without(current, item.id));
      changeItem(item.id, { timeSpentSeconds: elapsedAt(timer, pausedAt) });
    },
    reset(item: LocalTodoItem) {
      if (!timers[item.id] && item.timeSpentSeconds === 0) return;
      keep((current) => without(current, item.id));
      changeItem(item.id, { timeSpentSeconds: 0 });
    },
    /** Ticks the item off (stopping its timer and saving the time spent) or reopens it. */
    toggleComplete(item: LocalTodoItem) {
      if (item.completed) {
        changeItem(item.id, { completed: false });
        return;
      }
      void hapticSuccess();
      const { timeSpentSeconds } = stopTimerOnComplete(timerOf(item), Date.now());
      keep((current) => without(current, item.id));
      changeItem(item.id, { completed: true, timeSpentSeconds });
    },
    /** Forgets the timer of an item that is going away. */
    forget(item: LocalTodoItem) {
      keep((current) => without(current, item.id));
    },
  };
}
