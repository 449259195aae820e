// The whole schema, one module per area; drizzle-kit and the database client read it from here.
export * from './schema/auth';
export * from './schema/home';
export * from './schema/learning';
export * from './schema/notifications';
export * from './schema/photos';
export * from './schema/platform';
export * from './schema/profiles';
export * from './schema/tasks';
