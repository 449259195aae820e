// Business constants and limits from the product specs (01 §5/§9, 02 §5/§9).
// Lists are `as const` so each one also gives its union type.

/** An inclusive number range with the value a form starts at. */
export type Range = { readonly min: number; readonly max: number; readonly default: number };

// ── Spaces and onboarding ────────────────────────────────────────────────

export const SPACE_TYPES = [
  'bedroom',
  'kitchen',
  'living-room',
  'office',
  'bathroom',
  'garage',
  'gym',
  'other',
] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

export const ONBOARDING_PRESET_IDS = [
  'bedroom',
  'kitchen',
  'living-room',
  'office',
  'gym',
  'garage',
] as const;
export type OnboardingPresetId = (typeof ONBOARDING_PRESET_IDS)[number];

export const MAX_ONBOARDING_SPACES = 3;
export const STARTER_TASKS_PER_SPACE = 3;
export const STARTER_TASK_MINUTES = 5;

// ── Preferences ──────────────────────────────────────────────────────────

export const DAILY_TIME_OPTIONS = [5, 10, 15, 30, 60] as const;
export type DailyTimeMinutes = (typeof DAILY_TIME_OPTIONS)[number];

export const ENERGY_LEVELS = ['low', 'medium', 'high'] as const;
export type EnergyLevel = (typeof ENERGY_LEVELS)[number];

export const ORGANIZATION_EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type OrganizationExperience = (typeof ORGANIZATION_EXPERIENCE_LEVELS)[number];

export const TASK_FREQUENCIES = ['daily', 'every-other-day', 'weekly'] as const;
export type TaskFrequency = (typeof TASK_FREQUENCIES)[number];

export const PREFERRED_TASK_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type PreferredTaskTime = (typeof PREFERRED_TASK_TIMES)[number];

// The original stored the chosen room here to pick the Unit 2 room routine,
// so every space type is a valid style next to the default 'gentle'.
export const MOTIVATION_STYLES = ['gentle', ...SPACE_TYPES] as const;
export type MotivationStyle = (typeof MOTIVATION_STYLES)[number];

export type Preferences = {
  readonly daily_time_available: DailyTimeMinutes;
  readonly energy_level: EnergyLevel;
  readonly organization_experience: OrganizationExperience;
  readonly task_frequency: TaskFrequency;
  readonly preferred_task_time: PreferredTaskTime;
  readonly motivation_style: MotivationStyle;
};

export const DEFAULT_PREFERENCES = {
  daily_time_available: 15,
  energy_level: 'medium',
  organization_experience: 'beginner',
  task_frequency: 'daily',
  preferred_task_time: 'morning',
  motivation_style: 'gentle',
} as const satisfies Preferences;

// ── Family, roles and invitations ────────────────────────────────────────

export const ROLES = ['organizer', 'parent', 'child', 'guest'] as const;
export type Role = (typeof ROLES)[number];

// Organizer is never handed out by invitation; it belongs to the space's creator.
export const INVITABLE_ROLES = ['parent', 'child', 'guest'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const DEFAULT_INVITE_ROLE: InvitableRole = 'parent';

export const INVITE_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** Invite links are the site root plus `?invite={id}`. */
export const INVITE_QUERY_PARAM = 'invite';

// ── Tasks, submission and approval ───────────────────────────────────────

export const TASK_CATEGORIES = ['organize', 'declutter', 'clean', 'rearrange', 'setup'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const DAILY_TASK_SUBMISSION_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof DAILY_TASK_SUBMISSION_STATUSES)[number];

/** A daily task with no submission status is treated as a draft. */
export const DEFAULT_SUBMISSION_STATUS: SubmissionStatus = 'draft';

export const ASSIGNMENT_STATUSES = ['pending', 'submitted', 'approved', 'rejected'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const DAILY_TASK_MINUTES = { min: 5, max: 480, default: 30 } as const satisfies Range;
/** Quick Add is for a small thing done now: the shortest task, where the Add Daily Task dialog starts at 30. */
export const QUICK_ADD_TASK_MINUTES = DAILY_TASK_MINUTES.min;
export const DAILY_TASK_POINTS = { min: 1, max: 100, default: 10 } as const satisfies Range;

export const DEFAULT_APPROVAL_POINTS = 10;

/** Space tasks (AI tasks) carry priority 1 upwards; 4 and above is the top tier. */
export const TOP_TASK_PRIORITY = 4;

// ── Space set-up photos ──────────────────────────────────────────────────

/** Photos per upload in the set-up dialog (the spec allows any number; we keep uploads reasonable). */
export const MAX_PHOTOS_PER_UPLOAD = 12;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_LABEL_LENGTH = 60;
export const MAX_SETUP_NOTES_LENGTH = 1000;

// ── AI task planner ──────────────────────────────────────────────────────

export const PLANNER_TIME_OPTIONS = [15, 30, 45] as const;
export type PlannerMinutes = (typeof PLANNER_TIME_OPTIONS)[number];
export const DEFAULT_PLANNER_MINUTES: PlannerMinutes = 15;

export const TASK_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type TaskDifficulty = (typeof TASK_DIFFICULTIES)[number];

export const PLANNER_PRIORITIES = ['quick', 'important', 'deep'] as const;
export type PlannerPriority = (typeof PLANNER_PRIORITIES)[number];

/** The planner's priority choice is sent to the subtask generator as a difficulty. */
export const PLANNER_DIFFICULTY_BY_PRIORITY = {
  quick: 'easy',
  important: 'medium',
  deep: 'hard',
} as const satisfies Record<PlannerPriority, TaskDifficulty>;

export const PLANNER_TASK_TYPES = ['declutter', 'organize', 'clean', 'rearrange'] as const;
export type PlannerTaskType = (typeof PLANNER_TASK_TYPES)[number];
export const DEFAULT_PLANNER_TASK_TYPE: PlannerTaskType = 'declutter';

// ── Preset task templates and quick wins ─────────────────────────────────

export const TEMPLATE_DURATION_CATEGORIES = ['quick', 'focused'] as const;
export type TemplateDurationCategory = (typeof TEMPLATE_DURATION_CATEGORIES)[number];

/** Space types that have preset task templates. */
export const TEMPLATE_SPACE_TYPES = ['bedroom', 'kitchen', 'living-room', 'office', 'garage'] as const;

export const QUICK_WIN_TEMPLATE_MINUTES = { min: 5, max: 6 } as const;
export const FOCUSED_TEMPLATE_MINUTES = { min: 12, max: 25 } as const;
export const QUICK_WINS_PANEL_MINUTES = { min: 2, max: 5 } as const;
export const QUICK_WINS_PANEL_POINTS = { min: 6, max: 12 } as const;

// ── To-do list ───────────────────────────────────────────────────────────

export const TODO_MINUTES = { min: 1, max: 240, default: 15 } as const satisfies Range;
export const TODO_TIMER_TICK_MS = 1000;

// ── Lessons ──────────────────────────────────────────────────────────────

export const LESSON_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master'] as const;
export type LessonDifficulty = (typeof LESSON_DIFFICULTIES)[number];

export const LESSON_MINUTES = { min: 5, max: 120 } as const;
export const XP_PER_LESSON = 100;
export const LESSON_CELEBRATION_ACCURACY = 100;
export const UNIT1_LESSON_COUNT = 6;
export const ROOM_ROUTINE_STEPS = 13;
export const UNIT3_MARKER_LESSON = 25;

// ── Daily motivation ─────────────────────────────────────────────────────

export const MOTIVATION_GENERAL_QUOTE_COUNT = 10;
export const MOTIVATION_GENERAL_TIP_COUNT = 10;
export const MOTIVATION_ROOM_TIP_SPACE_TYPES = ['kitchen', 'bedroom', 'living-room', 'office'] as const;
export const MOTIVATION_TIPS_PER_ROOM = 4;
/** Encouragement changes at 0, 1–2 and 3 or more tasks done today: these are the tier floors. */
export const ENCOURAGEMENT_TIER_FLOORS = [0, 1, 3] as const;

// ── Feedback ─────────────────────────────────────────────────────────────

export const FEEDBACK_CATEGORIES = ['bug', 'feature', 'improvement', 'general'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATING_VALUES)[number];

export const FEEDBACK_TEXTAREA_ROWS = 4;

// ── Interface timings and sizes ──────────────────────────────────────────

export const SWIPE_THRESHOLD_PX = 100;
export const SWIPE_MAX_DRAG_PX = 150;
export const MOBILE_BREAKPOINT = 768;
export const CONFIRM_REDIRECT_DELAY_MS = 3000;
export const TOAST_DURATION_MS = 4000;

// ── Session and realtime ─────────────────────────────────────────────────

export const SESSION_REFRESH_CHECK_INTERVAL_MS = 30_000;
/** Refresh the session once this little time (or less) is left before it expires. */
export const SESSION_REFRESH_MARGIN_MS = 90_000;
/** First retry delay for a failed refresh; each further retry doubles it. */
export const SESSION_RETRY_BASE_DELAY_MS = 200;

export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;

// ── Our own input length limits ──────────────────────────────────────────
// The specs give none; these let the server reject huge input.

export const MAX_NAME_LENGTH = 60;
export const MAX_CUSTOM_SPACE_NAME_LENGTH = 40;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_SPACE_DESCRIPTION_LENGTH = 300;
export const MAX_TODO_TASK_LENGTH = 500;
export const MAX_EDIT_PROMPT_LENGTH = 500;
export const MAX_FEEDBACK_LENGTH = 2000;
