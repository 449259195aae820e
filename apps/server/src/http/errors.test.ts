import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../test/harness';
import { Conflict, Forbidden, Invalid, NotFound, respondToError, Unauthorized } from './errors';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.get('/boom', () => {
    throw error;
  });
  app.onError((err, c) => respondToError(err, c, silentLogger));
  return app;
}

describe('respondToError', () => {
  it.each([
    [new Invalid('title: Title is required'), 400, 'invalid_input', 'title: Title is required'],
    [new Unauthorized(), 401, 'unauthorized', 'You need to sign in first.'],
    [new Forbidden(), 403, 'forbidden', 'You are not allowed to do that.'],
    [new NotFound('Space not found'), 404, 'not_found', 'Space not found'],
    [new Conflict('Already approved'), 409, 'conflict', 'Already approved'],
    [new HTTPException(400, { message: 'Malformed JSON in request body' }), 400, 'bad_request', 'Malformed JSON in request body'],
    [new HTTPException(413, { message: 'Payload too large' }), 413, 'payload_too_large', 'Payload too large'],
  ])('maps %o to %i %s', async (error, status, code, message) => {
    const response = await appThrowing(error).request('/boom');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message } });
  });

  it('hides unexpected errors behind a 500 with no stack trace', async () => {
    const error = new Error('connection string postgres://secret@db leaked?');
    const response = await appThrowing(error).request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
  });
});
