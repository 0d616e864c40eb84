import { sessionStarter } from '../../rest-api/src/sessions.ts';
import { userStore } from '../../rest-api/src/users.ts';
import type { TestApi } from './api.ts';

let created = 0;

/**
 * A brand-new customer with an empty cart, wishlist, list set and address book, signed in: lets a test change
 * shopping data without touching the seeded users other tests read.
 */
export async function newShopper(api: TestApi): Promise<{ id: string; token: string }> {
  created += 1;
  const id = await userStore(api.deps).create({
    name: 'Test Shopper',
    email: `shopper${created}.${process.pid}@example.org`,
  });
  return { id, token: (await sessionStarter(api.deps)(id)).token };
}

/** Runs `call` with the API clock moved past the one-hour token lifetime, then moves it back. */
export async function withExpiredTokens<T>(api: TestApi, call: () => Promise<T>): Promise<T> {
  const hourAndMinute = 61 * 60 * 1000;
  api.clock.advance(hourAndMinute);
  try {
    return await call();
  } finally {
    api.clock.advance(-hourAndMinute);
  }
}
