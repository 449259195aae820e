/** Cache keys of the to-do feature, in one place. */
export const todoKeys = {
  /** Everything about to-do lists: invalidate this after adding an item from another screen (a lesson). */
  all: ['todo'] as const,
  /** One person's list as this device knows it: the server's items with changes not saved yet. */
  list: (userId: string) => ['todo', 'list', userId] as const,
};
