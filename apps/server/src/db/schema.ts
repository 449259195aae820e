// The whole schema, one module per feature; drizzle-kit and the database client read it from here.
export * from './schema/profiles';
