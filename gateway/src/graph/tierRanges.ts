// The quantities a "Buy more, pay less" tier's range covers (`10-49`, `100+`), for the product page's tier list. The
// gateway never prices: the REST API charges the tier whose range holds a line's quantity and answers the price.

/** The bounds of a tier range such as `10-49` or `100+` (the REST API's reading); nulls for any other range. */
export function tierBounds(range: string): { min: number | null; max: number | null } {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)|\+)\s*$/.exec(range);
  return { min: match ? Number(match[1]) : null, max: match?.[2] ? Number(match[2]) : null };
}
