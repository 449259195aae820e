import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../test/harness';
import {
  Conflict,
  DATABASE_UNREACHABLE_MESSAGE,
  explainUnexpected,
  Forbidden,
  Invalid,
  isDatabaseUnreachable,
  NotFound,
  respondToError,
  Unauthorized,
} from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** What Drizzle throws: its own error around the driver's. */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

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
    [
      new HTTPException(400, { message: 'Malformed JSON in request body' }),
      400,
      'bad_request',
      'Malformed JSON in request body',
    ],
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

  describe('when the database cannot be reached', () => {
    it.each([
      ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
      ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
      [
        'both addresses of localhost refusing',
        new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
      ],
      ['the server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
      ['the server starting up (57P03)', withCode('the database system is starting up', '57P03')],
      ['a connection failure (08006)', withCode('connection failure', '08006')],
      ['no connection (08003)', withCode('connection does not exist', '08003')],
      ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
      ['a dropped connection', new Error('Connection terminated unexpectedly')],
      ['the pool timing out', new Error('timeout exceeded when trying to connect')],
      ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
      [
        'Drizzle wrapping a refused connection',
        wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      ],
      [
        'Drizzle wrapping a shutdown',
        wrapped(withCode('terminating connection due to administrator command', '57P01')),
      ],
    ])('answers 503 with a clear message for %s', async (_, error) => {
      expect(isDatabaseUnreachable(error)).toBe(true);
      const response = await appThrowing(error).request('/boom');
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'database_unavailable', message: DATABASE_UNREACHABLE_MESSAGE },
      });
      expect(text).not.toContain('5432');
    });

    it.each([
      ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
      ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601')],
      ['Drizzle wrapping a check violation', wrapped(withCode('violates check constraint', '23514'))],
      ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ])('still answers 500 for %s', async (_, error) => {
      expect(isDatabaseUnreachable(error)).toBe(false);
      expect((await appThrowing(error).request('/boom')).status).toBe(500);
    });

    it('asks the database about an error that hides the cause, and answers 503 when it does not answer', async () => {
      const hidden = new Error('Failed to get session');
      const down = await explainUnexpected(hidden, async () => false);
      expect(isDatabaseUnreachable(down)).toBe(true);
      const response = await appThrowing(down).request('/boom');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'database_unavailable', message: DATABASE_UNREACHABLE_MESSAGE },
      });
      expect(await explainUnexpected(hidden, async () => true)).toBe(hidden);
    });

    it('does not ask the database about expected errors', async () => {
      const never = async () => {
        throw new Error('the database was asked');
      };
      const conflict = new Conflict('Already approved');
      expect(await explainUnexpected(conflict, never)).toBe(conflict);
      const malformed = new HTTPException(400, { message: 'Malformed JSON in request body' });
      expect(await explainUnexpected(malformed, never)).toBe(malformed);
    });

    it('does not take a bare string for an outage', () => {
      expect(isDatabaseUnreachable('connect ECONNREFUSED')).toBe(false);
    });
  });
});
