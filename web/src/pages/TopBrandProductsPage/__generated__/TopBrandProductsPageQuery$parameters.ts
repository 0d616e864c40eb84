/**
 * @generated SignedSource<<e4b3de7affec7fbb34439f5a84aa7603>>
 * @relayHash 523548ab15852faebcb75bef6f5464f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f3140e0441f190b4e4ec6a2e9a04f4a159ed5b5a041cce5ed493d93d7ee3176

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopBrandProductsPageQuery } from './TopBrandProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopBrandProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f3140e0441f190b4e4ec6a2e9a04f4a159ed5b5a041cce5ed493d93d7ee3176",
    "metadata": {},
    "name": "TopBrandProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
