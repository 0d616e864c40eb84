// The one price rule: what a shopper is charged for one unit when buying `quantity` of a product in one line.
// Every buyer pays the offer price, or, when the line's quantity falls in one of the product's "Buy more, pay less"
// tiers (`tirePrice`, ranges such as `10-49` or `100+`), that tier's price. Placement charges it, the cart shows it,
// and clients read it (GET /product-price, the placement check's lines) rather than computing it.
import { toPaise, toRupees } from '@marketplace/runtime/money';
import { json } from '../db/open.ts';
import type { Selectable } from 'kysely';
import type { ProductsTable } from '../db/tables/catalog.ts';

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

/**
 * The lowest and highest unit price over the quantities a shopper may order (`fewest` to `most`), each as `unitPrice`
 * charges it: the offer price where no tier holds the quantity (a minimum order below the first tier, say) and the
 * price of every tier those quantities reach. Null when the product has no tiers (its one price is the offer price).
 */
export function unitPriceRange(
  offerPrice: number,
  tiers: readonly TierPrice[],
  fewest: number,
  most: number,
): { min: number; max: number } | null {
  if (tiers.length === 0) return null;
  const first = Math.max(1, fewest);
  const last = Math.max(first, most);
  // The unit price changes only where a tier starts or just after one ends: those quantities give every price.
  const edges = tiers.flatMap((tier) => {
    const bounds = tierBounds(tier.range);
    return bounds ? [bounds.min, bounds.max + 1] : [];
  });
  const prices = [first, ...edges.filter((q) => q > first && q <= last)].map((q) => unitPrice(offerPrice, tiers, q));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** A line of `quantity` units of a product as placement charges it: the unit price, and the line's total in paise. */
export function pricedLine(product: Pick<Selectable<ProductsTable>, 'offerPrice' | 'tirePrice'>, quantity: number) {
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
