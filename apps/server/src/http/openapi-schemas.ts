import type { ZodType } from 'zod';
import { z } from '@hono/zod-openapi';

export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'invalid_input' }),
      message: z.string().openapi({ example: 'title: Title is required' }),
      details: z.unknown().optional(),
    }),
  })
  .openapi('Error');

/** The JSON error response, for a route definition's `responses`. */
export const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: ErrorResponse } },
  description,
});

/** A JSON response of a route definition. */
export const jsonResponse = <T extends ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A JSON request body of a route definition (`request: { ...jsonBody(schema) }`). */
export const jsonBody = <T extends ZodType>(schema: T, options: { required?: boolean } = {}) => ({
  body: { content: { 'application/json': { schema } }, required: options.required ?? true },
});
