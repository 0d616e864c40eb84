// The shared state in Redis (REDIS_URL), for several gateway instances behind one load balancer. Redis is never
// allowed to fail or stall a shopper's request: commands wait for the first connection, but once it was made they
// fail at once while Redis is disconnected (no offline queue), and after COMMAND_MS when it hangs; each instance then
// works alone (its own counters, claims and results, and its catalog cache without the shared level) until Redis is
// back. The outage is logged once.
import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { createMemoryState } from './memoryState.ts';
import type { Query, SharedCatalog, SharedState } from './sharedState.ts';

const PREFIX = 'gateway:';
const CHANNEL = `${PREFIX}invalidations`;
/** How long one command may take (a busy event loop included) before the instance goes on without Redis. */
const COMMAND_MS = 1_000;
/** How long a generation outlives its last change: far longer than any answer stored under an earlier one. */
const GENERATION_MS = 24 * 60 * 60 * 1000;

const OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_MS,
  connectTimeout: 2_000,
  retryStrategy: (times) => Math.min(times * 200, 2_000),
};

/**
 * A catalog answer is stored under its key and the generations of its path and of each of its parameters; an
 * invalidation bumps one generation, so every answer it covers (and any load of one still running) is stored where
 * nobody looks any more. Expiry is Redis's own (PTTL), one clock for every instance.
 */
const LOOKUP = `
local generations = {}
for i = 1, #KEYS do generations[i] = redis.call('GET', KEYS[i]) or '0' end
local slot = ARGV[1] .. '@' .. table.concat(generations, '.')
local value = redis.call('GET', slot)
if not value then return {slot} end
return {slot, value, redis.call('PTTL', slot)}`;

// A slot that already holds an answer cannot be claimed: an instance that looked before another settled the slot
// (and so saw no answer) would otherwise claim it again once that claim was gone, and load the key a second time.
const CLAIM = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('SET', KEYS[1] .. ':claim', '1', 'PX', ARGV[1], 'NX') then return 1 end
return 0`;

const generation = (path: string, [name, value]: [string, string] | [] = []) =>
  `${PREFIX}generation:${JSON.stringify(name === undefined ? [path] : [path, name, value])}`;

export function createRedisState(url: string, log: Logger): SharedState {
  const client = new Redis(url, OPTIONS);
  /** Where the state goes while Redis cannot be reached: this process. */
  const alone = createMemoryState();
  const instance = randomUUID();
  let subscriber: Redis | null = null;

  let reachable = true;
  function unreachable(err: unknown) {
    if (reachable) log.warn({ err }, 'Redis cannot be reached: each gateway instance works alone until it is back');
    reachable = false;
  }
  client.on('error', unreachable);
  // Commands wait for the first connection only: once it was made (or failed), they fail at once while Redis is away.
  const stopQueueing = () => void (client.options.enableOfflineQueue = false);
  client.once('ready', stopQueueing);
  client.once('error', stopQueueing);

  async function guard<T>(command: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    try {
      const result = await command();
      if (!reachable) log.info('Redis answers again: the gateway instances share their state again');
      reachable = true;
      return result;
    } catch (err) {
      unreachable(err);
      return fallback();
    }
  }

  const catalog: SharedCatalog = {
    lookup: (path, query) =>
      guard(
        async () => {
          const generations = [generation(path), ...query.map((parameter) => generation(path, parameter))];
          const key = `${PREFIX}catalog:${JSON.stringify([path, query])}`;
          const [slot, value, ttl] = (await client.eval(LOOKUP, generations.length, ...generations, key)) as [
            string,
            string?,
            number?,
          ];
          return { slot, value: value ?? null, ttlMs: Math.max(1, ttl ?? 0) };
        },
        () => null,
      ),
    claim: (slot, ms) =>
      guard(
        async () => (await client.eval(CLAIM, 1, slot, ms)) === 1,
        () => false,
      ),
    settle: (slot, value, ttlMs) =>
      guard(
        async () =>
          void (await (value === null
            ? client.del(`${slot}:claim`)
            : client.multi().set(slot, value, 'PX', ttlMs).del(`${slot}:claim`).exec())),
        () => undefined,
      ),
    // An invalidation by several parameters bumps the first one's generation: it covers what it must, and maybe more.
    invalidate: (path, params) =>
      guard(
        async () => {
          const tag = generation(path, params[0]);
          await client
            .multi()
            .incr(tag)
            .pexpire(tag, GENERATION_MS)
            .publish(CHANNEL, JSON.stringify({ instance, path, params }))
            .exec();
        },
        () => undefined,
      ),
    subscribe(drop, dropAll) {
      // Its own connection (a subscribed one takes no other command), which waits for Redis however long it is away.
      subscriber = client.duplicate({
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      });
      subscriber.on('error', unreachable);
      // Invalidations made while the channel was down were missed: this instance's answers may be stale.
      let missed = false;
      subscriber.on('close', () => (missed = true));
      subscriber.on('ready', () => {
        if (missed) dropAll();
        missed = false;
      });
      subscriber.on('message', (_channel, message: string) => {
        const {
          instance: from,
          path,
          params,
        } = JSON.parse(message) as { instance: string; path: string; params: Query };
        if (from !== instance) drop(path, params);
      });
      subscriber.subscribe(CHANNEL).catch(unreachable);
    },
  };

  return {
    catalog,
    get: (key) =>
      guard(
        () => client.get(PREFIX + key),
        () => alone.get(key),
      ),
    set: (key, value, ttlMs) =>
      guard(
        async () => void (await client.set(PREFIX + key, value, 'PX', ttlMs)),
        () => alone.set(key, value, ttlMs),
      ),
    claim: (key, value, ttlMs) =>
      guard(
        async () => (await client.set(PREFIX + key, value, 'PX', ttlMs, 'NX')) === 'OK',
        () => alone.claim(key, value, ttlMs),
      ),
    delete: (key) =>
      guard(
        async () => void (await client.del(PREFIX + key)),
        () => alone.delete(key),
      ),
    // While Redis is away each instance counts alone: limits stay on (N times as loose), and nothing waits or fails.
    rateLimiter: (name, points) =>
      new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: false,
        rejectIfRedisNotReady: true,
        keyPrefix: `${PREFIX}rate:${name}`,
        points,
        duration: 60,
        insuranceLimiter: alone.rateLimiter(name, points),
      }),
    ping: () =>
      guard(
        async () => (await client.ping()) === 'PONG',
        () => false,
      ),
    async close() {
      subscriber?.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
