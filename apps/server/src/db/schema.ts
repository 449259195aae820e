// The whole schema; drizzle-kit and the database client read it from here. Each feature's tables are in
// schema/<feature>.ts and only that feature writes them (docs/decisions/020); auth.ts (better-auth's),
// profiles.ts and platform.ts hold the tables no feature owns.
export * from './schema/account';
export * from './schema/auth';
export * from './schema/calendar';
export * from './schema/chores';
export * from './schema/coach';
export * from './schema/data-export';
export * from './schema/family';
export * from './schema/feedback';
export * from './schema/home';
export * from './schema/kitchen';
export * from './schema/lessons';
export * from './schema/notifications';
export * from './schema/photos';
export * from './schema/platform';
export * from './schema/points';
export * from './schema/profiles';
export * from './schema/rewards';
export * from './schema/tasks';
export * from './schema/todo';
