/**
 * @generated SignedSource<<bd367ca741366bb83a9f8ecca5496cd1>>
 * @relayHash a7af0b0c55fb266dcbd62850617efa7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bd42b45f869772d28bae2603d15994b793ae49cb43054546563194dae8811ca

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SellerStorePageQuery } from './SellerStorePageQuery.graphql';

const node: PreloadableConcreteRequest<SellerStorePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7bd42b45f869772d28bae2603d15994b793ae49cb43054546563194dae8811ca",
    "metadata": {},
    "name": "SellerStorePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
