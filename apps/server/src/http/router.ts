import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/** Describes invalid input in one readable sentence, naming the field. */
export function describeIssues(error: ZodError): { message: string; details: { path: string; message: string }[] } {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: readable(issue.message) }));
  const first = details[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'The request is not valid.';
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

// zod's own words for a missing field ("Invalid input: expected string, received undefined") name a JavaScript
// value, not what the person should do; schemas with their own messages are left as they are.
const MISSING = /^Invalid input: expected \w+, received undefined$/;
const WRONG_TYPE = /^Invalid input: expected (\w+), received (\w+)$/;

function readable(message: string): string {
  if (MISSING.test(message)) return 'This field is required.';
  const wrongType = WRONG_TYPE.exec(message);
  if (wrongType) return `Expected ${article(wrongType[1]!)}, not ${article(wrongType[2]!)}.`;
  return message;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
