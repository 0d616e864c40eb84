/**
 * @generated SignedSource<<a0cf1ed1a558adb370163939a203616c>>
 * @relayHash 5deb9d6dc30cd8cdd8772fa40ad269f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 413e16ec6636585a4716eb5fd52a14b39eb5971402fe04c33a139a931ebf9e01

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CategoryPageQuery } from './CategoryPageQuery.graphql';

const node: PreloadableConcreteRequest<CategoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "413e16ec6636585a4716eb5fd52a14b39eb5971402fe04c33a139a931ebf9e01",
    "metadata": {},
    "name": "CategoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
