import { apiUrl, usesBearerTokens } from './api-origin';
import { keepAuthToken, readAuthToken } from './auth-token';

/** Every failure of our API, in the one shape the server answers: `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  /** The HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  /** A stable code to branch on, e.g. `invalid_credentials`, `weak_password`, `rate_limited`. */
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
};

const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const UNREADABLE_MESSAGE = 'The server sent an answer the app could not read. Please try again.';

/**
 * Calls our API and returns its JSON, or throws an ApiError. On the web: same origin, session cookie.
 * In the phone shell: the API's origin, no cookies, the bearer token, and a token the server issues is kept.
 * The body is trusted to match the route's documented response: the server validates requests by its route
 * definitions, and its test suites (integration, authorization matrix, fuzz) check every response against the
 * same definitions. Responses are not validated at run time.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The browser writes the multipart Content-Type itself, with the boundary that separates the parts.
  const requestBody = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
  if (typeof requestBody === 'string') headers['Content-Type'] = 'application/json';
  const bearer = usesBearerTokens();
  const token = bearer ? await readAuthToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: requestBody,
      credentials: bearer ? 'omit' : 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }
  const issued = bearer ? response.headers.get('set-auth-token') : null;
  if (issued) await keepAuthToken(issued);

  // 204 No Content (a DELETE, for instance) has no body to read.
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFrom(response.status, payload);
  // An HTML page instead of JSON means the request never reached the API (a proxy or static host answered).
  if (payload === undefined) throw new ApiError(response.status, 'unreadable_response', UNREADABLE_MESSAGE);
  return payload as T;
}

function errorFrom(status: number, payload: unknown): ApiError {
  const error = typeof payload === 'object' && payload !== null && 'error' in payload ? payload.error : undefined;
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    const details = 'details' in error ? error.details : undefined;
    return new ApiError(status, String(error.code), String(error.message), details);
  }
  const message =
    status >= 500 ? 'Something went wrong on the server. Please try again in a moment.' : UNREADABLE_MESSAGE;
  return new ApiError(status, 'http_error', message);
}
