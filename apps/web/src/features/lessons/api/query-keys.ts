/** Cache keys of the lessons feature, in one place. */
export const lessonKeys = {
  /** GET /api/progress: the signed-in person's completed lessons, XP and streak. */
  progress: ['lessons', 'progress'] as const,
};
