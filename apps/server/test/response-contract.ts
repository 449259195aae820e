import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import type { AppEnv } from '../src/http/context';
import { ErrorResponse } from '../src/http/openapi-schemas';

// @hono/zod-openapi validates requests only; nothing at run time holds an answer to its route's documented
// responses. The test suites do: every /api answer must have a status the route documents and, when it is JSON,
// a body its zod schema accepts with no fields the schema leaves out (the web app's types are written from it).

/**
 * Answers of the app's shared machinery rather than of a route's handler, so no route lists them: documented
 * here once. Each is the one error shape with its own code.
 */
const SHARED_ANSWERS: { status: number; code: string; givenBy: (route: DocumentedRoute | undefined) => boolean }[] = [
  // limitBodySize (app.ts): a body over MAX_JSON_BODY_BYTES, refused before any route reads it.
  { status: 413, code: 'too_large', givenBy: () => true },
  // refuseCrossSiteWrites (app.ts): a write that carries cookies but comes from another site's page.
  { status: 403, code: 'cross_site_refused', givenBy: () => true },
  // onError (app.ts): the database is unreachable; every route reads the session or its data from it.
  { status: 503, code: 'database_unavailable', givenBy: () => true },
  // @hono/zod-openapi's media-type gate: a body of another content type than the route's definition declares.
  { status: 415, code: 'unsupported_media_type', givenBy: (route) => route?.takesBody === true },
];

/** The API router (`createApp(…).api`), whose registry holds every route definition. */
type DocumentedApi = Pick<OpenAPIHono<AppEnv>, 'openAPIRegistry'>;
type DocumentedResponse = { schema: ZodType | null; json: boolean };
type DocumentedRoute = {
  method: string;
  path: string;
  pattern: RegExp;
  literalSegments: number;
  takesBody: boolean;
  responses: Map<number, DocumentedResponse>;
};

export type ResponseContract = {
  /** Why this answer breaks its route's documentation, or null when it keeps to it. Leaves the body unread. */
  violation(method: string, url: string, response: Response): Promise<string | null>;
};

/** The contract of every route the API's OpenAPI registry defines (paths relative to its `/api` mount). */
export function responseContract(api: DocumentedApi): ResponseContract {
  const routes = api.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [documentedRoute(definition.route)] : [],
  );

  return {
    async violation(method, url, response) {
      const path = decodedPath(url);
      if (!path.startsWith('/api/') || path === '/api/openapi.json') return null;
      const what = `${method} ${path} answered ${response.status}`;
      // A CORS preflight from the phone shell is answered by shellCors before any route.
      if (method === 'OPTIONS' && response.status === 204) return null;
      const route = matchRoute(routes, method === 'HEAD' ? 'GET' : method, path);
      const errorCode = await jsonErrorCode(response);
      const shared = SHARED_ANSWERS.some(
        (answer) => answer.status === response.status && answer.code === errorCode && answer.givenBy(route),
      );
      if (shared) return null;
      if (!route) {
        if (response.status === 404 && errorCode === 'not_found') return null;
        return `${what}, but no documented route matches (only the not-found error may answer there)`;
      }
      const documented = route.responses.get(response.status);
      const where = `${what} (route ${route.method} /api${route.path})`;
      if (!documented) {
        const statuses = [...route.responses.keys()].join(', ');
        return `${where}: status ${response.status} is not documented (documented: ${statuses}); body: ${await preview(response)}`;
      }
      // A HEAD answer has no body and nobody reads a redirect's; bodies that are not JSON (event streams, photos)
      // are judged by their status only.
      if (method === 'HEAD' || (response.status >= 300 && response.status < 400)) return null;
      if (!isJson(response)) {
        return documented.json
          ? `${where}: documented as JSON, but answered ${contentType(response) || 'no body'}`
          : null;
      }
      if (!documented.schema) return `${where}: answered JSON where the documentation has no JSON body`;
      return bodyViolation(where, documented.schema, await readJson(response));
    },
  };
}

/**
 * Makes every answer of `app` that breaks its route's documentation throw, naming the route and the issues.
 * An unexpected error (500) breaks it too, unless the test provokes one on purpose inside `expectInternalError`.
 */
export function checkResponses(app: Pick<OpenAPIHono<AppEnv>, 'fetch'>, api: DocumentedApi) {
  const contract = responseContract(api);
  const fetch = app.fetch;
  let internalErrorsExpected = 0;
  // Hono's app.request calls this.fetch, so one replacement covers both.
  app.fetch = async (request, env, executionContext) => {
    const response = await fetch(request, env, executionContext);
    if (internalErrorsExpected > 0 && response.status === 500) return response;
    const problem = await contract.violation(request.method, request.url, response);
    if (problem) throw new Error(`Response contract broken: ${problem}`);
    return response;
  };
  return {
    /** Runs a request that a test makes fail on purpose (e.g. a trigger that refuses the last write). */
    async expectInternalError<T>(run: () => Promise<T>): Promise<T> {
      internalErrorsExpected += 1;
      try {
        return await run();
      } finally {
        internalErrorsExpected -= 1;
      }
    },
  };
}

function documentedRoute(route: {
  method: string;
  path: string;
  request?: { body?: unknown };
  responses: Record<string, { content?: Record<string, { schema?: unknown } | undefined> } | object>;
}): DocumentedRoute {
  const segments = route.path.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  const responses = new Map<number, DocumentedResponse>();
  for (const [status, config] of Object.entries(route.responses)) {
    const content = 'content' in config ? config.content : undefined;
    const schema = content?.['application/json']?.schema;
    responses.set(Number(status), {
      schema: isZod(schema) ? schema : null,
      json: content !== undefined && 'application/json' in content,
    });
  }
  return {
    method: route.method.toUpperCase(),
    path: route.path,
    pattern: new RegExp(`^/api${pattern}$`),
    literalSegments: segments.filter((segment) => !segment.startsWith('{')).length,
    takesBody: route.request?.body !== undefined,
    responses,
  };
}

/** The route Hono would pick: of those whose path fits, the most specific (`/todo/sync` before `/todo/{id}`). */
function matchRoute(routes: DocumentedRoute[], method: string, path: string): DocumentedRoute | undefined {
  return routes
    .filter((route) => route.method === method && route.pattern.test(path))
    .sort((a, b) => b.literalSegments - a.literalSegments)[0];
}

function bodyViolation(where: string, schema: ZodType, body: unknown): string | null {
  if (body === undefined) return `${where}: the body is not JSON`;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    return `${where}: the body does not match its schema:\n  ${issues.join('\n  ')}\nbody: ${JSON.stringify(body).slice(0, 600)}`;
  }
  // zod drops fields its object schemas do not name: whatever is missing from the result is undocumented.
  const extra = undocumentedFields(body, parsed.data, '');
  if (extra.length > 0) return `${where}: the body has fields its schema does not document: ${extra.join(', ')}`;
  return null;
}

function undocumentedFields(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => undocumentedFields(item, kept[index], `${at}[${index}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const field = at ? `${at}.${key}` : key;
    return key in kept ? undocumentedFields(value, kept[key], field) : [field];
  });
}

async function jsonErrorCode(response: Response): Promise<string | null> {
  if (response.status < 400 || !isJson(response)) return null;
  const parsed = ErrorResponse.safeParse(await readJson(response));
  return parsed.success ? parsed.data.error.code : null;
}

/** The JSON body of a copy of the answer, so the test still reads the original; undefined if it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await bodyText(response)) as unknown;
  } catch {
    return undefined;
  }
}

async function preview(response: Response): Promise<string> {
  if (!isJson(response)) return contentType(response) || 'none';
  return (await bodyText(response)).slice(0, 300);
}

async function bodyText(response: Response): Promise<string> {
  const copy = response.clone();
  const encoding = response.headers.get('content-encoding');
  if (!copy.body || (encoding !== 'gzip' && encoding !== 'deflate')) return copy.text();
  return new Response(copy.body.pipeThrough(new DecompressionStream(encoding))).text();
}

const contentType = (response: Response) => response.headers.get('content-type') ?? '';
const isJson = (response: Response) => /^application\/json\b/.test(contentType(response));
const isZod = (value: unknown): value is ZodType =>
  typeof value === 'object' && value !== null && typeof (value as ZodType).safeParse === 'function';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path as Hono routes it: percent-escapes decoded, except those that would change the path's segments. */
function decodedPath(url: string): string {
  const path = new URL(url).pathname;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
