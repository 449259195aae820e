import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/** Describes invalid input in one readable sentence, naming the field. */
export function describeIssues(error: ZodError): { message: string; details: { path: string; message: string }[] } {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = details[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'The request is not valid.';
  return { message, details };
}

/** Every feature router is one of these: its route definitions validate input and write the OpenAPI document. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const { message, details } = describeIssues(result.error);
        return c.json(errorBody('invalid_input', message, details), 400);
      }
      return undefined;
    },
  });
}
