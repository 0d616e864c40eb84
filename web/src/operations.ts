// The storefront's compiled operations that other parts replay as the browser sends them (the bench loads its
// screens with these): @marketplace/web/operations.
export { default as shellQuery, type AppShellQuery } from './layout/__generated__/AppShellQuery.graphql.ts';
export { default as homeQuery } from './pages/HomePage/__generated__/HomePageQuery.graphql.ts';
export { default as categoryQuery } from './pages/CategoryPage/__generated__/CategoryPageQuery.graphql.ts';
export { default as productQuery } from './pages/ProductPage/__generated__/ProductPageQuery.graphql.ts';
export { default as cartQuery } from './pages/ShoppingCartPage/__generated__/ShoppingCartPageQuery.graphql.ts';
export { default as checkoutQuery } from './pages/CheckoutPage/__generated__/CheckoutPageQuery.graphql.ts';
export { default as placeOrderMutation } from './mutations/__generated__/usePlaceOrderMutation.graphql.ts';
export { default as myOrdersQuery } from './pages/MyOrdersPane/__generated__/MyOrdersPaneQuery.graphql.ts';
export { default as orderDetailsQuery } from './pages/OrderDetailsPage/__generated__/OrderDetailsPageQuery.graphql.ts';
