import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-fetch';

function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the JSON body and sends JSON with the cookie', async () => {
    answer(200, '{"status":"sent"}');
    await expect(apiFetch('/api/x', { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({
      status: 'sent',
    });
    const [path, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"a@b.co"}', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    answer(202, '{"analysis_queued":true}');
    const form = new FormData();
    form.append('notes', 'The desk collects papers.');
    await expect(apiFetch('/api/x', { method: 'POST', body: form })).resolves.toEqual({ analysis_queued: true });
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ Accept: 'application/json' });
  });

  it('turns the error shape into an ApiError', async () => {
    answer(
      400,
      '{"error":{"code":"weak_password","message":"Choose a stronger password.","details":{"reasons":["A."]}}}',
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'weak_password',
      message: 'Choose a stronger password.',
      details: { reasons: ['A.'] },
    });
  });

  it('explains a failure without the error shape by its status', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('answers undefined for 204 No Content', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('refuses an HTML page answered in place of the API', async () => {
    answer(200, '<!doctype html><html></html>', 'text/html');
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 200, code: 'unreadable_response' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
