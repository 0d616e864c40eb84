/**
 * @generated SignedSource<<a6d752ef3be028713b79cd69ca91461b>>
 * @relayHash 288535e682f59424e9c1d4260389d6af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c85ad7519c9b7e8e2bf9fab1cff77f80f07271c6deb88cc8193a93cd7979765a

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "IDEMPOTENCY_KEY_REUSED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_ID" | "INVALID_INPUT" | "NOT_DELIVERABLE" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "OUT_OF_STOCK" | "PAYMENT_NOT_VERIFIED" | "PAYMENT_REFUNDED" | "PRICE_CHANGED" | "RESET_LINK_EXPIRED" | "RESET_LINK_INVALID" | "RESET_LINK_USED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type AddToCartInput = {
  idempotencyKey?: string | null | undefined;
  productId: string;
  quantity?: number | null | undefined;
};
export type useAddToCartMutation$variables = {
  input: AddToCartInput;
};
export type useAddToCartMutation$data = {
  readonly addToCart: {
    readonly cart: {
      readonly id: string;
      readonly lineCount: number;
      readonly unitCount: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly message: string;
    }>;
  };
};
export type useAddToCartMutation = {
  response: useAddToCartMutation$data;
  variables: useAddToCartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AddToCartPayload",
    "kind": "LinkedField",
    "name": "addToCart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lineCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unitCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddToCartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToCartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c85ad7519c9b7e8e2bf9fab1cff77f80f07271c6deb88cc8193a93cd7979765a",
    "metadata": {},
    "name": "useAddToCartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13056547299aefa09a89288464368f69";

export default node;
