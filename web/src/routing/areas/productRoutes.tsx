import type { RouteObject } from 'react-router-dom';
import ProductPageQuery from '../../pages/ProductPage/__generated__/ProductPageQuery$parameters.ts';
import type { ProductPageQuery as ProductPageQueryType } from '../../pages/ProductPage/__generated__/ProductPageQuery.graphql.ts';
import { loadRouteQuery } from '../../relay/routeQuery.ts';

const productPage = async () => (await import('../../pages/ProductPage/ProductPage.tsx')).ProductPage;

/** The product page and what opens from it. */
export const productRoutes: RouteObject[] = [
  {
    path: 'product-page/:prodId',
    loader: ({ params }) =>
      loadRouteQuery<ProductPageQueryType>(
        'product-page',
        ProductPageQuery,
        { productId: params.prodId! },
        productPage,
      ),
    lazy: {
      Component: productPage,
      action: async () => (await import('../../pages/ProductPage/addToCartAction.ts')).addToCartAction,
    },
  },
];
