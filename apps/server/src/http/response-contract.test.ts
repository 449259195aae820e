import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { checkResponses } from '../../test/response-contract';
import type { AppEnv } from './context';
import { errorBody } from './errors';
import { errorResponse, jsonResponse } from './openapi-schemas';
import { createRouter } from './router';

// The check every in-process test app runs on its answers (test/response-contract.ts) must itself refuse
// what breaks a route's documentation, or the suites would prove nothing about the responses.

const Thing = z.object({ id: z.string(), name: z.string() });
const getThing = createRoute({
  method: 'get',
  path: '/things/{thingId}',
  request: { params: z.object({ thingId: z.string() }) },
  responses: { 200: jsonResponse(z.object({ thing: Thing }), 'The thing'), 404: errorResponse('No such thing') },
});

/** A route whose answer for each id is given here, documented as getThing above. */
function appAnswering(answers: Record<string, { body: unknown; status: 200 | 404 | 409 | 413 }>) {
  const api = createRouter().openapi(getThing, (c) => {
    const answer = answers[c.req.valid('param').thingId]!;
    return c.json(answer.body as never, answer.status as 200);
  });
  const app = new OpenAPIHono<AppEnv>().route('/api', api);
  app.notFound((c) => c.json(errorBody('not_found', 'Nothing here.'), 404));
  checkResponses(app, api);
  return app;
}

describe('the response contract check', () => {
  const app = appAnswering({
    right: { body: { thing: { id: '1', name: 'Kettle' } }, status: 200 },
    missing: { body: errorBody('not_found', 'No such thing.'), status: 404 },
    wrongBody: { body: { thing: { id: 1 } }, status: 200 },
    extraField: { body: { thing: { id: '1', name: 'Kettle', ownerEmail: 'a@example.com' } }, status: 200 },
    undocumented: { body: errorBody('conflict', 'Busy.'), status: 409 },
    tooLarge: { body: errorBody('too_large', 'The request is too large.'), status: 413 },
    wrongError: { body: { message: 'Not found' }, status: 404 },
  });

  it('lets through answers the route documents, and the shared middleware answers', async () => {
    expect((await app.request('/api/things/right')).status).toBe(200);
    expect((await app.request('/api/things/missing')).status).toBe(404);
    expect((await app.request('/api/things/tooLarge')).status).toBe(413);
    expect((await app.request('/api/nothing-here')).status).toBe(404);
  });

  it('refuses a body its schema does not accept, naming the route, the status and the issues', async () => {
    await expect(app.request('/api/things/wrongBody')).rejects.toThrow(
      /GET \/api\/things\/wrongBody answered 200 \(route GET \/api\/things\/\{thingId\}\): the body does not match its schema:\n\s+thing\.id: Invalid input: expected string, received number\n\s+thing\.name: /,
    );
    await expect(app.request('/api/things/wrongError')).rejects.toThrow(/answered 404 .*\n\s+error: /);
  });

  it('refuses a field the schema does not document', async () => {
    await expect(app.request('/api/things/extraField')).rejects.toThrow(
      /fields its schema does not document: thing\.ownerEmail/,
    );
  });

  it('refuses a status the route does not document', async () => {
    await expect(app.request('/api/things/undocumented')).rejects.toThrow(
      /GET \/api\/things\/undocumented answered 409 .*status 409 is not documented \(documented: 200, 404\)/,
    );
  });
});
