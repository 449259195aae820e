// The API's route types, for a typed client in the web app (type-only; no server code reaches the browser).
export type { ApiRoutes as AppType } from './app';
