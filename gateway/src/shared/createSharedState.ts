import type { Logger } from 'pino';
import { createMemoryState } from './memoryState.ts';
import { createRedisState } from './redisState.ts';
import type { SharedState } from './sharedState.ts';

/** The state in Redis at `redisUrl`, or in this process when it is null. */
export function createSharedState(redisUrl: string | null, log: Logger): SharedState {
  return redisUrl ? createRedisState(redisUrl, log) : createMemoryState();
}
