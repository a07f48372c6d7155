import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe.each(dbKinds())('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers UP with the app version after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'UP', database: 'UP', version: '1.0.16' });
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, errors: [], fields: [] });
  });
});
