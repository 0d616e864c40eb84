import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { requestSubscription, type GraphQLSubscriptionConfig, type OperationType } from 'relay-runtime';

/**
 * Keeps a subscription open while the page that calls this is shown, and `key` (what it listens to) stays the
 * same: each result goes into the store, so the records the page shows change in place. `load` imports the
 * module that holds the subscription, after the page has hydrated, so neither its document nor the transport is
 * in the page's first bundle (a function of the page's module, so the same at every render); the server, which runs
 * no effects, never subscribes. A null `key` listens to nothing.
 */
export function useLiveUpdates<T extends OperationType>(
  key: string | null,
  load: (key: string) => Promise<GraphQLSubscriptionConfig<T>>,
) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (key === null) return;
    let subscription: { dispose(): void } | null = null;
    let left = false;
    void load(key).then((config) => {
      if (!left) subscription = requestSubscription(environment, config);
    });
    return () => {
      left = true;
      subscription?.dispose();
    };
  }, [environment, key, load]);
}
