/**
 * @generated SignedSource<<50e0ea4a34293bafbab621b9c80d6e9a>>
 * @relayHash ae29715ef61930b49c8202561db06d9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 57ba904751fdf6ec3da022b62e00407234a11f360b16f932c19469b5f430e735

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BrandPageQuery } from './BrandPageQuery.graphql';

const node: PreloadableConcreteRequest<BrandPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "57ba904751fdf6ec3da022b62e00407234a11f360b16f932c19469b5f430e735",
    "metadata": {},
    "name": "BrandPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
