// The example clients follow an order they placed until a seller ships it: this plays the seller.

/**
 * A watcher of a client's output: once it prints `Following <orderId> live`, every line of that order is shipped
 * through the REST API's sandbox (`POST /sandbox/order-items/step`), as a seller's system would, once.
 */
export function shipWhenFollowed(apiUrl: string, productsOf: (orderId: string) => string[]) {
  const shipped = new Set<string>();
  return (output: string) => {
    const orderId = /^Following (ORD\w+) live: /m.exec(output)?.[1];
    if (!orderId || shipped.has(orderId)) return;
    shipped.add(orderId);
    void (async () => {
      for (const productId of productsOf(orderId))
        await fetch(`${apiUrl}/sandbox/order-items/step`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId, productId }),
        });
    })();
  };
}
