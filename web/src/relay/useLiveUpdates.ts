import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { requestSubscription, type GraphQLSubscriptionConfig, type OperationType } from 'relay-runtime';

/**
 * Keeps a subscription open while the page that calls this is shown, and `key` (what it listens to) stays the
 * same: each result goes into the store, so the records the page shows change in place. `load` imports the
 * module that holds the subscription, after the page has hydrated, so neither its document nor the transport is
 * in the page's first bundle (a function of the page's module, so the same at every render); the server, which runs
 * no effects, never subscribes. A null `key` listens to nothing. `onReconnected` is called when the stream, having
 * dropped, is open again: for a subscription that does not answer the state first, the page reads it again.
 */
export function useLiveUpdates<T extends OperationType>(
  key: string | null,
  load: (key: string) => Promise<GraphQLSubscriptionConfig<T>>,
  onReconnected?: () => void,
) {
  const environment = useRelayEnvironment();
  const reconnected = useRef(onReconnected);
  useEffect(() => {
    reconnected.current = onReconnected;
  });
  useEffect(() => {
    if (key === null) return;
    let subscription: { dispose(): void } | null = null;
    let left = false;
    const readAgain = () => reconnected.current?.();
    let transport: EventTarget | null = null;
    void Promise.all([load(key), import('./sseSubscriptions.ts')]).then(([config, { reconnections }]) => {
      if (left) return;
      subscription = requestSubscription(environment, config);
      transport = reconnections;
      transport.addEventListener('reconnected', readAgain);
    });
    return () => {
      left = true;
      subscription?.dispose();
      transport?.removeEventListener('reconnected', readAgain);
    };
  }, [environment, key, load]);
}
