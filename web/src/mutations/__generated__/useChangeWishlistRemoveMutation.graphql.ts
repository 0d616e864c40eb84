/**
 * @generated SignedSource<<1c535acf45b1f67a8e28e45443bd887c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "ALREADY_EXISTS" | "CODE_EXPIRED" | "INVALID_CODE" | "INVALID_CREDENTIALS" | "INVALID_INPUT" | "NOT_FOUND" | "NOT_PURCHASED" | "NOT_VERIFIED" | "TOO_MANY_ATTEMPTS" | "UNAUTHENTICATED" | "%future added value";
export type WishlistProductInput = {
  productId: string;
};
export type useChangeWishlistRemoveMutation$variables = {
  input: WishlistProductInput;
};
export type useChangeWishlistRemoveMutation$data = {
  readonly removeFromWishlist: {
    readonly product: {
      readonly id: string;
      readonly inWishlist: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly message: string;
    }>;
  };
};
export type useChangeWishlistRemoveMutation = {
  response: useChangeWishlistRemoveMutation$data;
  variables: useChangeWishlistRemoveMutation$variables;
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
    "concreteType": "WishlistPayload",
    "kind": "LinkedField",
    "name": "removeFromWishlist",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
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
            "name": "inWishlist",
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
    "name": "useChangeWishlistRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeWishlistRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cec18511590d40d31d7cda1d21792903",
    "id": null,
    "metadata": {},
    "name": "useChangeWishlistRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeWishlistRemoveMutation(\n  $input: WishlistProductInput!\n) {\n  removeFromWishlist(input: $input) {\n    product {\n      id\n      inWishlist\n    }\n    userErrors {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a1171f41583141e42642607773c29ceb";

export default node;
