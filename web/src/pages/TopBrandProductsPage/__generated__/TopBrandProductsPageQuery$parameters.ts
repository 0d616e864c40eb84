/**
 * @generated SignedSource<<526cc15f27f097df16caa30cad74f5ab>>
 * @relayHash 085d5c3b38101705c15ed601e95f28f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5451aedc42d097a4ec9091399e8dbd9ffdc48c8872449225df79b739a367bd72

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { TopBrandProductsPageQuery } from './TopBrandProductsPageQuery.graphql';

const node: PreloadableConcreteRequest<TopBrandProductsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5451aedc42d097a4ec9091399e8dbd9ffdc48c8872449225df79b739a367bd72",
    "metadata": {},
    "name": "TopBrandProductsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
