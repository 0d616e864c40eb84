import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../helpers/api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('GET /faq', () => {
  it('lists the help-centre questions in order, without a token', async () => {
    const res = await api.get('/faq');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    expect(res.body[0]).toMatchObject({ id: expect.any(String), question: expect.any(String) });
    expect(res.body[0].answer).toMatch(/<p>|<ul>/);
  });
});
