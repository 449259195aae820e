import { describe, it, expect } from 'vitest';
import {
  ASSIGNMENT_STATUSES,
  CONFIRM_REDIRECT_DELAY_MS,
  DAILY_TASK_MINUTES,
  DAILY_TASK_POINTS,
  DAILY_TASK_SUBMISSION_STATUSES,
  DAILY_TIME_OPTIONS,
  DEFAULT_APPROVAL_POINTS,
  DEFAULT_INVITE_ROLE,
  DEFAULT_PLANNER_MINUTES,
  DEFAULT_PLANNER_TASK_TYPE,
  DEFAULT_PREFERENCES,
  DEFAULT_SUBMISSION_STATUS,
  ENERGY_LEVELS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXTAREA_ROWS,
  INVITABLE_ROLES,
  INVITE_STATUSES,
  LESSON_DIFFICULTIES,
  MAX_ONBOARDING_SPACES,
  MOBILE_BREAKPOINT,
  MOTIVATION_STYLES,
  ONBOARDING_PRESET_IDS,
  ORGANIZATION_EXPERIENCE_LEVELS,
  PLANNER_DIFFICULTY_BY_PRIORITY,
  PLANNER_PRIORITIES,
  PLANNER_TASK_TYPES,
  PLANNER_TIME_OPTIONS,
  PREFERRED_TASK_TIMES,
  QUICK_WINS_PANEL_MINUTES,
  QUICK_WINS_PANEL_POINTS,
  QUICK_WIN_TEMPLATE_MINUTES,
  FOCUSED_TEMPLATE_MINUTES,
  RATING_MAX,
  RATING_MIN,
  RATING_VALUES,
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_TIMEOUT_MS,
  ROLES,
  ROOM_ROUTINE_STEPS,
  SESSION_REFRESH_CHECK_INTERVAL_MS,
  SESSION_REFRESH_MARGIN_MS,
  SPACE_TYPES,
  STARTER_TASKS_PER_SPACE,
  STARTER_TASK_MINUTES,
  SWIPE_MAX_DRAG_PX,
  SWIPE_THRESHOLD_PX,
  TASK_CATEGORIES,
  TASK_FREQUENCIES,
  TODO_MINUTES,
  TODO_TIMER_TICK_MS,
  TOAST_DURATION_MS,
  UNIT1_LESSON_COUNT,
  UNIT3_MARKER_LESSON,
  XP_PER_LESSON,
  type Range,
} from './constants';

describe('single-value constants match the specs', () => {
  it.each([
    ['MAX_ONBOARDING_SPACES', MAX_ONBOARDING_SPACES, 3],
    ['STARTER_TASKS_PER_SPACE', STARTER_TASKS_PER_SPACE, 3],
    ['STARTER_TASK_MINUTES', STARTER_TASK_MINUTES, 5],
    ['DEFAULT_APPROVAL_POINTS', DEFAULT_APPROVAL_POINTS, 10],
    ['DEFAULT_PLANNER_MINUTES', DEFAULT_PLANNER_MINUTES, 15],
    ['SWIPE_THRESHOLD_PX', SWIPE_THRESHOLD_PX, 100],
    ['SWIPE_MAX_DRAG_PX', SWIPE_MAX_DRAG_PX, 150],
    ['MOBILE_BREAKPOINT', MOBILE_BREAKPOINT, 768],
    ['XP_PER_LESSON', XP_PER_LESSON, 100],
    ['UNIT1_LESSON_COUNT', UNIT1_LESSON_COUNT, 6],
    ['ROOM_ROUTINE_STEPS', ROOM_ROUTINE_STEPS, 13],
    ['UNIT3_MARKER_LESSON', UNIT3_MARKER_LESSON, 25],
    ['CONFIRM_REDIRECT_DELAY_MS', CONFIRM_REDIRECT_DELAY_MS, 3000],
    ['RATING_MIN', RATING_MIN, 1],
    ['RATING_MAX', RATING_MAX, 5],
    ['FEEDBACK_TEXTAREA_ROWS', FEEDBACK_TEXTAREA_ROWS, 4],
    ['TOAST_DURATION_MS', TOAST_DURATION_MS, 4000],
    ['SESSION_REFRESH_CHECK_INTERVAL_MS', SESSION_REFRESH_CHECK_INTERVAL_MS, 30_000],
    ['SESSION_REFRESH_MARGIN_MS', SESSION_REFRESH_MARGIN_MS, 90_000],
    ['REALTIME_HEARTBEAT_MS', REALTIME_HEARTBEAT_MS, 25_000],
    ['REALTIME_TIMEOUT_MS', REALTIME_TIMEOUT_MS, 10_000],
    ['TODO_TIMER_TICK_MS', TODO_TIMER_TICK_MS, 1000],
    ['DEFAULT_INVITE_ROLE', DEFAULT_INVITE_ROLE, 'parent'],
    ['DEFAULT_PLANNER_TASK_TYPE', DEFAULT_PLANNER_TASK_TYPE, 'declutter'],
    ['DEFAULT_SUBMISSION_STATUS', DEFAULT_SUBMISSION_STATUS, 'draft'],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('value lists match the specs', () => {
  it.each<[string, readonly unknown[], readonly unknown[]]>([
    ['SPACE_TYPES', SPACE_TYPES, ['bedroom', 'kitchen', 'living-room', 'office', 'bathroom', 'garage', 'gym', 'other']],
    ['ONBOARDING_PRESET_IDS', ONBOARDING_PRESET_IDS, ['bedroom', 'kitchen', 'living-room', 'office', 'gym', 'garage']],
    ['DAILY_TIME_OPTIONS', DAILY_TIME_OPTIONS, [5, 10, 15, 30, 60]],
    ['ENERGY_LEVELS', ENERGY_LEVELS, ['low', 'medium', 'high']],
    ['ORGANIZATION_EXPERIENCE_LEVELS', ORGANIZATION_EXPERIENCE_LEVELS, ['beginner', 'intermediate', 'expert']],
    ['TASK_FREQUENCIES', TASK_FREQUENCIES, ['daily', 'every-other-day', 'weekly']],
    ['PREFERRED_TASK_TIMES', PREFERRED_TASK_TIMES, ['morning', 'afternoon', 'evening']],
    ['ROLES', ROLES, ['organizer', 'parent', 'child', 'guest']],
    ['INVITABLE_ROLES', INVITABLE_ROLES, ['parent', 'child', 'guest']],
    ['INVITE_STATUSES', INVITE_STATUSES, ['pending', 'accepted', 'expired']],
    ['TASK_CATEGORIES', TASK_CATEGORIES, ['organize', 'declutter', 'clean', 'rearrange', 'setup']],
    ['DAILY_TASK_SUBMISSION_STATUSES', DAILY_TASK_SUBMISSION_STATUSES, ['draft', 'submitted', 'approved', 'rejected']],
    ['ASSIGNMENT_STATUSES', ASSIGNMENT_STATUSES, ['pending', 'submitted', 'approved', 'rejected']],
    ['PLANNER_TIME_OPTIONS', PLANNER_TIME_OPTIONS, [15, 30, 45]],
    ['PLANNER_PRIORITIES', PLANNER_PRIORITIES, ['quick', 'important', 'deep']],
    ['PLANNER_TASK_TYPES', PLANNER_TASK_TYPES, ['declutter', 'organize', 'clean', 'rearrange']],
    ['FEEDBACK_CATEGORIES', FEEDBACK_CATEGORIES, ['bug', 'feature', 'improvement', 'general']],
    ['RATING_VALUES', RATING_VALUES, [1, 2, 3, 4, 5]],
    ['LESSON_DIFFICULTIES', LESSON_DIFFICULTIES, ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master']],
    ['REALTIME_RECONNECT_DELAYS_MS', REALTIME_RECONNECT_DELAYS_MS, [1000, 2000, 5000, 10_000]],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('ranges match the specs', () => {
  it.each<[string, Range, number, number, number]>([
    ['DAILY_TASK_MINUTES', DAILY_TASK_MINUTES, 5, 480, 30],
    ['DAILY_TASK_POINTS', DAILY_TASK_POINTS, 1, 100, 10],
    ['TODO_MINUTES', TODO_MINUTES, 1, 240, 15],
  ])('%s is %i–%i, default %i', (_name, range, min, max, fallback) => {
    expect(range).toEqual({ min, max, default: fallback });
    expect(range.default).toBeGreaterThanOrEqual(range.min);
    expect(range.default).toBeLessThanOrEqual(range.max);
  });

  it.each([
    ['QUICK_WIN_TEMPLATE_MINUTES', QUICK_WIN_TEMPLATE_MINUTES, { min: 5, max: 6 }],
    ['FOCUSED_TEMPLATE_MINUTES', FOCUSED_TEMPLATE_MINUTES, { min: 12, max: 25 }],
    ['QUICK_WINS_PANEL_MINUTES', QUICK_WINS_PANEL_MINUTES, { min: 2, max: 5 }],
    ['QUICK_WINS_PANEL_POINTS', QUICK_WINS_PANEL_POINTS, { min: 6, max: 12 }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('defaults', () => {
  it('DEFAULT_PREFERENCES are the spec defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      daily_time_available: 15,
      energy_level: 'medium',
      organization_experience: 'beginner',
      task_frequency: 'daily',
      preferred_task_time: 'morning',
      motivation_style: 'gentle',
    });
  });

  it.each<[string, unknown, readonly unknown[]]>([
    ['daily_time_available', DEFAULT_PREFERENCES.daily_time_available, DAILY_TIME_OPTIONS],
    ['energy_level', DEFAULT_PREFERENCES.energy_level, ENERGY_LEVELS],
    ['organization_experience', DEFAULT_PREFERENCES.organization_experience, ORGANIZATION_EXPERIENCE_LEVELS],
    ['task_frequency', DEFAULT_PREFERENCES.task_frequency, TASK_FREQUENCIES],
    ['preferred_task_time', DEFAULT_PREFERENCES.preferred_task_time, PREFERRED_TASK_TIMES],
    ['motivation_style', DEFAULT_PREFERENCES.motivation_style, MOTIVATION_STYLES],
    ['invite role', DEFAULT_INVITE_ROLE, INVITABLE_ROLES],
    ['planner minutes', DEFAULT_PLANNER_MINUTES, PLANNER_TIME_OPTIONS],
    ['planner task type', DEFAULT_PLANNER_TASK_TYPE, PLANNER_TASK_TYPES],
  ])('default %s is one of its choices', (_name, value, choices) => {
    expect(choices).toContain(value);
  });

  it.each(['bedroom', 'kitchen', 'living-room', 'office', 'bathroom', 'other'])(
    'motivation style accepts the room value %s',
    (room) => {
      expect(MOTIVATION_STYLES).toContain(room);
    },
  );

  it.each([
    ['quick', 'easy'],
    ['important', 'medium'],
    ['deep', 'hard'],
  ] as const)('planner priority %s asks for %s tasks', (priority, difficulty) => {
    expect(PLANNER_DIFFICULTY_BY_PRIORITY[priority]).toBe(difficulty);
  });

  it('organizer cannot be handed out by invitation', () => {
    expect(INVITABLE_ROLES).not.toContain('organizer');
  });
});
