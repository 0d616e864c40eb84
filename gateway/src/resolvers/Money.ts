import type { MoneyResolvers } from '../__generated__/resolvers-types.ts';
import { moneyFields } from '../graph/money.ts';

export const Money: MoneyResolvers = moneyFields;
