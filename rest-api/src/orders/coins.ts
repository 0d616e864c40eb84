import { toPaise } from '@marketplace/runtime/money';
import { sql } from 'kysely';
import { first, type Queries } from '../db/queries.ts';

/** "₹2,581.00", as the shopper reads an amount. */
export const formatRupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface CoinSettings {
  /** Rupees one coin is worth (settings key coinValue, default 0.1). */
  coinValue: number;
  /** Share of the order total that coins may pay for (settings key coinPercentage, default 10). */
  percentage: number;
}

/** Thara coin rules from the settings table (coin discount = coins × coinValue); each read on `on` (a transaction). */
export function createCoinRules(db: Queries) {
  async function numberSetting(key: string, fallback: number, on: Queries) {
    const value = Number(
      (await first(on, sql<{ value: string }>`SELECT value FROM settings WHERE key = ${key}`))?.value,
    );
    return Number.isFinite(value) && value > 0 ? value : fallback;
  }

  async function settings(on: Queries = db): Promise<CoinSettings> {
    return {
      coinValue: await numberSetting('coinValue', 0.1, on),
      percentage: await numberSetting('coinPercentage', 10, on),
    };
  }

  /** Coins the user may redeem on an order of `orderTotalPaise`: min(balance, floor(total × % ÷ coinValue)). */
  async function redeemable(userId: string, orderTotalPaise: number, rules: CoinSettings, on: Queries = db) {
    const cap = Math.floor((orderTotalPaise * rules.percentage) / (100 * toPaise(rules.coinValue)));
    return Math.max(0, Math.min(await balance(userId, on), cap));
  }

  const balance = async (userId: string, on: Queries = db) =>
    (await first(on, sql<{ coin: number }>`SELECT coin FROM users WHERE id = ${userId}`))?.coin ?? 0;

  return { settings, redeemable, balance };
}

export type CoinRules = ReturnType<typeof createCoinRules>;
