/**
 * The lines an order list shows: the live ones, or, when every
 * line is cancelled, the cancelled ones (each saying 'Cancelled on {date}').
 */
export const shownLines = <Line>(order: {
  readonly items: readonly Line[];
  readonly cancelledItems: readonly Line[];
}): readonly Line[] => (order.items.length > 0 ? order.items : order.cancelledItems);
