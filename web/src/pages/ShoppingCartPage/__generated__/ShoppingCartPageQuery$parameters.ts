/**
 * @generated SignedSource<<0b5dd1d5bbcc96a4907257d37a411267>>
 * @relayHash 4a257babed595f9c07e6299c08b779c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5600fd21bddd513aae339af3348c8007bec5dc7e8ceb8bcb421b9873461cc1ba

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5600fd21bddd513aae339af3348c8007bec5dc7e8ceb8bcb421b9873461cc1ba",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
