/**
 * @generated SignedSource<<e7d9381e5780812182a3e9c558056dd1>>
 * @relayHash 35e554b5abc2d0943b5d65ba4a8789f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1cd7c1b3e579a550d6b82e50216e7f01a2326571a93601fad015df09ba632b7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ShoppingCartPageQuery } from './ShoppingCartPageQuery.graphql';

const node: PreloadableConcreteRequest<ShoppingCartPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d1cd7c1b3e579a550d6b82e50216e7f01a2326571a93601fad015df09ba632b7",
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
