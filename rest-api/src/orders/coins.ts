import type { Db } from '../db/open.ts';

/** Rupees to whole paise; amounts are compared and summed in paise so no float error creeps in. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => paise / 100;
/** "₹2,581.00", as the shopper reads an amount. */
export const formatRupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface CoinSettings {
  /** Rupees one coin is worth (settings key coinValue, default 0.1). */
  coinValue: number;
  /** Share of the order total that coins may pay for (settings key coinPercentage, default 10). */
  percentage: number;
}

/** Thara coin rules from the settings table (coin discount = coins × coinValue). */
export function createCoinRules(db: Db) {
  const setting = db.prepare<[string], { value: string }>(`SELECT value FROM settings WHERE key = ?`);
  const balanceOf = db.prepare<[string], { coin: number }>(`SELECT coin FROM users WHERE id = ?`);
  const numberSetting = (key: string, fallback: number) => {
    const value = Number(setting.get(key)?.value);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };

  function settings(): CoinSettings {
    return { coinValue: numberSetting('coinValue', 0.1), percentage: numberSetting('coinPercentage', 10) };
  }

  /** Coins the user may redeem on an order of `orderTotalPaise`: min(balance, floor(total × % ÷ coinValue)). */
  function redeemable(userId: string, orderTotalPaise: number, rules = settings()): number {
    const cap = Math.floor((orderTotalPaise * rules.percentage) / (100 * toPaise(rules.coinValue)));
    return Math.max(0, Math.min(balance(userId), cap));
  }

  const balance = (userId: string) => balanceOf.get(userId)?.coin ?? 0;

  return { settings, redeemable, balance };
}

export type CoinRules = ReturnType<typeof createCoinRules>;
