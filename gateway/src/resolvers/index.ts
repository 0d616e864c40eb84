import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { authMutations } from './authMutations.ts';
import { Brand, Seller } from './Brand.ts';
import { Category } from './Category.ts';
import { Banner, Discount } from './home.ts';
import { Money } from './Money.ts';
import { Node } from './Node.ts';
import { List, Order, OrderItem } from './Order.ts';
import { Product, RatingSummary, TierPrice } from './Product.ts';
import { Query, SearchSuggestion } from './Query.ts';
import { DateTime } from './scalars.ts';
import { Address, Cart, User, Viewer } from './Viewer.ts';

export const resolvers: Resolvers = {
  DateTime,
  Query,
  SearchSuggestion,
  Mutation: { ...authMutations },
  Node,
  Viewer,
  User,
  Address,
  Cart,
  Product,
  TierPrice,
  RatingSummary,
  Money,
  Category,
  Brand,
  Seller,
  Banner,
  Discount,
  Order,
  OrderItem,
  List,
};
