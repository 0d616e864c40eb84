// The marketplace's one price rule, as the REST API charges it: every shopper pays the offer price, or, when the
// quantity falls in one of the product's "Buy more, pay less" tiers (`10-49`, `100+`), that tier's price.

/** The bounds of a tier range such as `10-49` or `100+` (the REST API's reading); nulls for any other range. */
export function tierBounds(range: string): { min: number | null; max: number | null } {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)|\+)\s*$/.exec(range);
  return { min: match ? Number(match[1]) : null, max: match?.[2] ? Number(match[2]) : null };
}

/** The unit price charged for `quantity` units. */
export function unitPrice(
  offerPrice: number,
  tiers: readonly { range: string; discountPrice: number }[],
  quantity: number,
): number {
  let price = offerPrice;
  for (const tier of tiers) {
    const { min, max } = tierBounds(tier.range);
    if (min !== null && quantity >= min && quantity <= (max ?? Infinity)) price = Math.min(price, tier.discountPrice);
  }
  return price;
}
