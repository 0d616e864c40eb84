/**
 * @generated SignedSource<<2d5c901395f1fdf557bcd3cd781e44d7>>
 * @relayHash 2e7ce6a121a294c4a77194aba54dea76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 958bab0afed694e0e0ccd138216786c1dcf257aafd64699032dcd16a8ee7c5e0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "958bab0afed694e0e0ccd138216786c1dcf257aafd64699032dcd16a8ee7c5e0",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
