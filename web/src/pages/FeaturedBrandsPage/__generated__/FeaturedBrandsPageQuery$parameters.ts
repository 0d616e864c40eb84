/**
 * @generated SignedSource<<8a0a953aefdd138c264b3e1f1e3fbd3e>>
 * @relayHash b7f9b71b45a86c09b773837d45d50244
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c91838b97212248fecf9654d1ef732cfff330166247701bba3df04038f4c3baa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FeaturedBrandsPageQuery } from './FeaturedBrandsPageQuery.graphql';

const node: PreloadableConcreteRequest<FeaturedBrandsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c91838b97212248fecf9654d1ef732cfff330166247701bba3df04038f4c3baa",
    "metadata": {},
    "name": "FeaturedBrandsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
