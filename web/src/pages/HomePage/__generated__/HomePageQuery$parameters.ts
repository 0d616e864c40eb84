/**
 * @generated SignedSource<<23f29701fb9d287465619b6294008cf5>>
 * @relayHash 07c92b9a3468e14b6990d4bb2acee3cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1147c78f4901e8e9eee463a6b24516d6e2a969bea020209c209526f113b66376

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1147c78f4901e8e9eee463a6b24516d6e2a969bea020209c209526f113b66376",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
