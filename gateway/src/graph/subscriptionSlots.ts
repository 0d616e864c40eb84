// How many subscriptions a gateway instance holds open: at most so many per client (its session, else its address)
// and so many in all. A subscription past either is refused before it reads anything, with TOO_MANY_SUBSCRIPTIONS.
import { graphError } from './errors.ts';

export interface SubscriptionLimits {
  /** Open subscriptions per client on one instance (0: no limit). */
  perClient: number;
  /** Open subscriptions on one instance (0: no limit). */
  perProcess: number;
}

export const DEFAULT_SUBSCRIPTION_LIMITS: SubscriptionLimits = { perClient: 10, perProcess: 10_000 };

const refusal = (message: string) => graphError('TOO_MANY_SUBSCRIPTIONS', message);

export function createSubscriptionSlots({ perClient, perProcess }: SubscriptionLimits) {
  const byClient = new Map<string, number>();
  let open = 0;
  return {
    /** Takes a slot for `client` (a client key, http/clientIdentity.ts): its release, called once. */
    take(client: string): () => void {
      const mine = byClient.get(client) ?? 0;
      if (perClient > 0 && mine >= perClient)
        throw refusal(`Too many subscriptions: at most ${perClient} open at once per client. Close one first.`);
      if (perProcess > 0 && open >= perProcess)
        throw refusal('Too many subscriptions on this server: try again later.');
      byClient.set(client, mine + 1);
      open++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
    },
    get open() {
      return open;
    },
  };
}

export type SubscriptionSlots = ReturnType<typeof createSubscriptionSlots>;
