/**
 * @generated SignedSource<<ccaf718f9a1874d6d655a386cd0d9d24>>
 * @relayHash 9c780d272ab8f455d82a709124a2ca13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7dc4c77259b059e7bea5d4679e53e37b6ccd4675c65d03407b7918992c29c71

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ProductPageQuery } from './ProductPageQuery.graphql';

const node: PreloadableConcreteRequest<ProductPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c7dc4c77259b059e7bea5d4679e53e37b6ccd4675c65d03407b7918992c29c71",
    "metadata": {},
    "name": "ProductPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
