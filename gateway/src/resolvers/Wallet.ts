// The shopper's wallet, read from their orders: coins redeemed on an order, coins given back when the whole order
// was cancelled, and what cancellations refunded to the wallet (only money paid: never a cash-on-delivery order's).
// Nothing here is stored apart from the orders.
import type { WalletPeriod, WalletTransactionKind } from '../__generated__/schema-types.ts';
import type { ViewerResolvers, WalletResolvers, WalletTransactionResolvers } from '../__generated__/resolvers-types.ts';
import { connectionFromList } from '../graph/connections.ts';
import { DAY_MS } from '../graph/delivery.ts';
import { opaqueId } from '../graph/ids.ts';
import type { WalletTransactionParent } from '../graph/mappers.ts';
import { toPaise } from '@marketplace/runtime/money';
import { moneyTotal } from '../graph/money.ts';
import * as account from '../upstream/account.ts';
import type { OrderDTO } from '../upstream/dto.ts';
import * as orders from '../upstream/orders.ts';
import { millisOf } from './scalars.ts';

const PERIOD_DAYS: Record<WalletPeriod, number> = { LAST_90_DAYS: 90, LAST_120_DAYS: 120, LAST_200_DAYS: 200 };

const DESCRIPTIONS: Record<WalletTransactionKind, string> = {
  COINS_REDEEMED: 'Used for Ordering',
  COINS_RETURNED: 'Coins Returned',
  REFUND: 'Refund to Wallet',
};

const coinsWorth = (o: OrderDTO) => (o.creditCoins * toPaise(o.coinValue)) / 100;

/** The movements one order made, oldest first. */
function transactionsOf(o: OrderDTO): WalletTransactionParent[] {
  const found: WalletTransactionParent[] = [];
  if (o.creditCoins > 0)
    found.push({
      kind: 'COINS_REDEEMED',
      orderId: o.orderId,
      at: millisOf(o.orderDate),
      amount: coinsWorth(o),
      coins: o.creditCoins,
    });
  for (const item of o.cancelledOrders) {
    const at = item.cancel?.cancellationDate;
    if (item.cancel?.refundMethod === 'wallet' && item.cancel.refundAmount > 0 && at) {
      found.push({
        kind: 'REFUND',
        orderId: o.orderId,
        productId: item.productId,
        at: millisOf(at),
        amount: item.cancel.refundAmount,
        coins: null,
      });
    }
  }
  // The REST API returns the coins with the cancellation that ends the order's last live item.
  const ended =
    o.product.items.length === 0
      ? Math.max(
          ...o.cancelledOrders.map((i) => (i.cancel?.cancellationDate ? millisOf(i.cancel.cancellationDate) : 0)),
        )
      : 0;
  if (o.creditCoins > 0 && ended > 0)
    found.push({ kind: 'COINS_RETURNED', orderId: o.orderId, at: ended, amount: coinsWorth(o), coins: o.creditCoins });
  return found;
}

export const walletViewerFields: Pick<ViewerResolvers, 'wallet'> = {
  wallet: async (_, __, ctx) => {
    const user = await account.currentUser(ctx.rest);
    if (!user) return null;
    const all = (await orders.allOrders(ctx.rest)).flatMap(transactionsOf).sort((a, b) => b.at - a.at);
    return { coins: user.coin, transactions: all };
  },
};

export const Wallet: WalletResolvers = {
  balance: (w) => moneyTotal(w.transactions.filter((t) => t.kind === 'REFUND').map((t) => t.amount)),
  transactions: (w, args, ctx) => {
    const period = args.filter?.period;
    const since = period ? ctx.now - PERIOD_DAYS[period] * DAY_MS : -Infinity;
    return connectionFromList(
      w.transactions.filter((t) => t.at >= since),
      args,
    );
  },
};

export const WalletTransaction: WalletTransactionResolvers = {
  id: (t) => opaqueId('WalletTransaction', `${t.kind}:${t.orderId}:${t.productId ?? ''}`),
  description: (t) => DESCRIPTIONS[t.kind],
  date: (t) => new Date(t.at),
  credit: (t) => t.kind !== 'COINS_REDEEMED',
};
