/**
 * @generated SignedSource<<f332990852af0307ca657a8759ec2e66>>
 * @relayHash 1648a53930ac057d382afd7d5cc81ae5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97b5c0550ea327c11b0267c9ee1c02d8d4c994a78901a41b4a76e15f36233524

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BrandPageQuery } from './BrandPageQuery.graphql';

const node: PreloadableConcreteRequest<BrandPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "97b5c0550ea327c11b0267c9ee1c02d8d4c994a78901a41b4a76e15f36233524",
    "metadata": {},
    "name": "BrandPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
