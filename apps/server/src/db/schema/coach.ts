import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { spaces } from './home';

/** A space task as it was before a coach change, with everything needed to put it back exactly. */
export type TaskSnapshot = {
  id: string;
  title: string;
  description: string;
  category: string;
  priority: number;
  estimatedTime: number;
  orderIndex: number;
  createdAt: string;
  updatedAt: string;
  /**
   * What the change did to it: Undo puts back only what the change touched, so later work on a task it left
   * alone is kept. Absent (a reanalysis, which only adds) means kept as it was.
   */
  outcome?: 'kept' | 'changed' | 'removed';
  /** For a removed task: the daily tasks that did it, which the removal unlinked and Undo links back. */
  dailyTaskIds?: string[];
};

/**
 * The open task list of a space before an edit by prompt or a reanalysis replaced it (issue 18), so Undo can
 * restore it exactly. Kept for a while (expires_at), then swept. Owned by the coach feature.
 */
export const taskListVersions = pgTable(
  'task_list_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'edit' (edit by prompt) or 'reanalyze'. */
    reason: text('reason').notNull(),
    /** The editable tasks before the change. */
    before: jsonb('before').$type<TaskSnapshot[]>().notNull(),
    /** Ids of the tasks the change added, which Undo removes. */
    addedIds: jsonb('added_ids').$type<string[]>().notNull(),
    /** One sentence saying what the change did. */
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the change was undone; a version is undone once. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    // A space's latest version, and the sweep of expired ones.
    index('task_list_versions_space_created_idx').on(table.spaceId, table.createdAt),
    index('task_list_versions_expires_idx').on(table.expiresAt),
    index('task_list_versions_created_by_idx').on(table.createdBy),
  ],
);
