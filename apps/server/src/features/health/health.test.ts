import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDatabase, silentLogger, testDatabaseKind, type TestDatabase } from '../../../test/harness';

describe('GET /api/health', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('reports ok while the database answers', async () => {
    const { app } = createApp({ database, logger: silentLogger });
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', databaseKind: testDatabaseKind });
  });

  it('reports 503 degraded when the database no longer answers', async () => {
    const closing = await createTestDatabase();
    const { app } = createApp({ database: closing, logger: silentLogger });
    await closing.close();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
