// The one price rule: what a shopper is charged for one unit when buying `quantity` of a product in one line.
// Every buyer pays the offer price, or, when the line's quantity falls in one of the product's "Buy more, pay less"
// tiers (`tirePrice`, ranges such as `10-49` or `100+`), that tier's price. Placement charges it, the cart shows it,
// and clients read it (GET /product-price, the placement check's lines) rather than computing it.
import { toPaise, toRupees } from '@marketplace/runtime/money';
import { json } from '../db/open.ts';
import type { ProductRow } from '../serializers/product.ts';

export interface TierPrice {
  range: string;
  discountPrice: number;
}

/** The bounds of a tier range; null for a range that is not `N-M` or `N+`. */
function tierBounds(range: string): { min: number; max: number } | null {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)|\+)\s*$/.exec(range);
  if (!match) return null;
  return { min: Number(match[1]), max: match[2] === undefined ? Infinity : Number(match[2]) };
}

/** The unit price charged for `quantity` units of a product with this offer price and these tiers. */
export function unitPrice(offerPrice: number, tiers: readonly TierPrice[], quantity: number): number {
  let price = offerPrice;
  for (const tier of tiers) {
    const bounds = tierBounds(tier.range);
    if (bounds && quantity >= bounds.min && quantity <= bounds.max) price = Math.min(price, tier.discountPrice);
  }
  return price;
}

/** A line of `quantity` units of a product as placement charges it: the unit price, and the line's total in paise. */
export function pricedLine(product: Pick<ProductRow, 'offerPrice' | 'tirePrice'>, quantity: number) {
  const price = unitPrice(product.offerPrice, json<TierPrice[]>(product.tirePrice, []), quantity);
  return { unitPrice: price, totalPaise: toPaise(price) * quantity };
}

/** A priced line as the REST API answers it (GET /product-price, a placement check's `lines`). */
export const pricedLineAnswer = (id: string, quantity: number, line: ReturnType<typeof pricedLine>) => ({
  id,
  quantity,
  unitPrice: line.unitPrice,
  lineTotal: toRupees(line.totalPaise),
});
