import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/harness';

describe('GET /api/health', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('reports ok while the database answers', async () => {
    const response = await harness.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', databaseKind: testDatabaseKind });
  });

  it('reports 503 degraded when the database no longer answers', async () => {
    const closing = await createTestApp();
    await closing.close();
    const response = await closing.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
