import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Takes a line out of the cart in the store at once (an optimistic update): the lines and the navbar count. */
export function removeCartLine(cartId: string, lineId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const cart = store.get(cartId);
    const lines = cart?.getLinkedRecords('lines');
    if (!cart || !lines) return;
    const kept = lines.filter((line) => line?.getDataID() !== lineId);
    cart.setLinkedRecords(kept, 'lines');
    cart.setValue(kept.length, 'itemCount');
  };
}
