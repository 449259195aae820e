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
