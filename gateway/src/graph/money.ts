import { toPaise } from '@marketplace/runtime/money';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Rupee amounts arrive from the REST API as numbers; the graph's `Money` is built from them here, once. */
export const moneyFields = {
  amount: (value: number) => value.toFixed(2),
  currency: () => 'INR' as const,
  formatted: (value: number) => rupees.format(value),
};

/** Percent off the list price, rounded; 0 when there is no list price or no discount. */
export function percentOff(price: number, paid: number): number {
  return price > 0 && paid < price ? Math.round(((price - paid) / price) * 100) : 0;
}

/** The sum of rupee amounts, rounded to paise (floating point sums drift: 0.1 + 0.2). */
export function moneyTotal(amounts: number[]): number {
  return amounts.reduce((paise, amount) => paise + toPaise(amount), 0) / 100;
}
