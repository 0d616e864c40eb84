// The catalog cache and the rate limits over Redis, instance against instance, and what happens when Redis goes away.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../../scripts/redis.ts';
import { createLog } from '../../gateway/src/log.ts';
import { createRedisState } from '../../gateway/src/shared/redisState.ts';
import type { SharedState } from '../../gateway/src/shared/sharedState.ts';
import { catalogKey, createCatalogCache } from '../../gateway/src/upstream/catalogCache.ts';

let redis: RedisServer;
let states: SharedState[];
beforeEach(async () => {
  redis = await startRedis();
  states = [];
});
afterEach(async () => {
  await Promise.all(states.map((state) => state.close()));
  await redis.stop();
});

/** A gateway instance's catalog cache over the test's Redis. */
async function instance() {
  const state = createRedisState(redis.url, createLog('silent'));
  states.push(state);
  expect(await state.ping()).toBe(true);
  return createCatalogCache(30, 1e6, { shared: state.catalog })!;
}

/** A load that answers `data` after `ms`, counting its calls. */
function counted(data: unknown, ms = 50) {
  const load = Object.assign(
    async () => {
      load.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { data, headers: { 'x-total-count': '2' }, bytes: 10 };
    },
    { calls: 0 },
  );
  return load;
}

const timed = async <T>(work: Promise<T>) => {
  const start = performance.now();
  const result = await work;
  return { result, ms: performance.now() - start };
};

describe('the catalog cache shared through Redis', () => {
  it('lets no instance claim a slot that another settled after it looked (it would load the key a second time)', async () => {
    const a = createRedisState(redis.url, createLog('silent'));
    const b = createRedisState(redis.url, createLog('silent'));
    states.push(a, b);
    const seenByB = (await b.catalog!.lookup('/fetchCategory', []))!;
    const seenByA = (await a.catalog!.lookup('/fetchCategory', []))!;
    expect([seenByA.value, seenByB.value]).toEqual([null, null]);
    expect(await a.catalog!.claim(seenByA.slot, 2_000)).toBe(true);
    expect(await b.catalog!.claim(seenByB.slot, 2_000), 'while a loads').toBe(false);
    await a.catalog!.settle(seenByA.slot, '"answer"', 30_000);
    expect(await b.catalog!.claim(seenByB.slot, 2_000), 'once a has stored the answer').toBe(false);
    expect((await b.catalog!.lookup('/fetchCategory', []))!.value).toBe('"answer"');
  });

  it('loads a cold key once for every instance reading it at the same time, and gives them all its answer', async () => {
    const [a, b] = [await instance(), await instance()];
    const key = catalogKey('/fetchCategory', []);
    const load = counted(['rice', 'dal']);
    const answers = await Promise.all([a.read(key, load), b.read(key, load), a.read(key, load), b.read(key, load)]);
    expect(load.calls).toBe(1);
    for (const answer of answers)
      expect(answer).toEqual({ data: ['rice', 'dal'], headers: { 'x-total-count': '2' }, bytes: 10 });
    // Within an instance a cached answer stays one object (listing views are memoised by it).
    expect(answers[2]!.data).toBe(answers[0]!.data);
    const c = await instance();
    expect((await c.read(key, load)).data).toEqual(['rice', 'dal']);
    expect(load.calls, 'a third instance, later').toBe(1);
  });

  it('invalidates the answers a write changed in every instance, and only those', async () => {
    const [a, b] = [await instance(), await instance()];
    const rated = catalogKey('/getOneSeller', [['sellerId', 'S1']]);
    const other = catalogKey('/getOneSeller', [['sellerId', 'S2']]);
    await Promise.all([a.read(rated, counted('S1 v1')), a.read(other, counted('S2'))]);
    expect((await b.read(rated, counted('unused'))).data).toBe('S1 v1');

    await a.invalidate('/getOneSeller', [['sellerId', 'S1']]);
    const reload = counted('S1 v2');
    await expect.poll(async () => (await b.read(rated, reload)).data, { timeout: 1_000, interval: 10 }).toBe('S1 v2');
    expect((await a.read(rated, reload)).data).toBe('S1 v2');
    expect(reload.calls, 'one instance reloads it for both').toBe(1);
    const untouched = counted('S2 again');
    expect((await b.read(other, untouched)).data).toBe('S2');
    expect(untouched.calls).toBe(0);
  });

  it('answers from the REST API, without waiting long, once Redis is gone, and keeps counting requests', async () => {
    const a = await instance();
    const state = states[0]!;
    const limiter = state.rateLimiter('requests', 2);
    await limiter.consume('ip:203.0.113.9');
    const cached = catalogKey('/fetchCategory', []);
    await a.read(cached, counted('tree'));
    await redis.stop();

    const cold = counted('banners', 0);
    const { result, ms } = await timed(a.read(catalogKey('/gethomebanner', []), cold));
    expect(result.data).toBe('banners');
    expect(cold.calls).toBe(1);
    expect(ms).toBeLessThan(1_500);
    expect((await a.read(cached, counted('unused'))).data, 'what this instance cached stays').toBe('tree');
    await expect(timed(a.invalidate('/fetchCategory', []) ?? Promise.resolve())).resolves.toMatchObject({
      ms: expect.any(Number),
    });
    expect((await a.read(cached, counted('tree v2', 0))).data).toBe('tree v2');
    expect(await state.ping()).toBe(false);

    // The instance counts alone now: still a limit, never an error.
    await limiter.consume('ip:203.0.113.9');
    await limiter.consume('ip:203.0.113.9');
    await expect(limiter.consume('ip:203.0.113.9')).rejects.toMatchObject({ msBeforeNext: expect.any(Number) });
  });
});
