/**
 * @generated SignedSource<<a6c2ab0edf767d85120126b599c7496f>>
 * @relayHash 86a7e06cc57ffe39bb1f86937f1c9618
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 045822a84dcfdf5626ea8193156d42392a1cf6b81d7912a0426b8b5542a2b4a7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ForgotPasswordPageQuery } from './ForgotPasswordPageQuery.graphql';

const node: PreloadableConcreteRequest<ForgotPasswordPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "045822a84dcfdf5626ea8193156d42392a1cf6b81d7912a0426b8b5542a2b4a7",
    "metadata": {},
    "name": "ForgotPasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
