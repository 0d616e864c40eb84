/**
 * @generated SignedSource<<28534292544b72c1ea401085d7dbadf1>>
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
export type useChangeWishlistAddMutation$variables = {
  input: WishlistProductInput;
};
export type useChangeWishlistAddMutation$data = {
  readonly addToWishlist: {
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
export type useChangeWishlistAddMutation = {
  response: useChangeWishlistAddMutation$data;
  variables: useChangeWishlistAddMutation$variables;
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
    "name": "addToWishlist",
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
    "name": "useChangeWishlistAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeWishlistAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d393c5892d80a7fffa620f3be7157d13",
    "id": null,
    "metadata": {},
    "name": "useChangeWishlistAddMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeWishlistAddMutation(\n  $input: WishlistProductInput!\n) {\n  addToWishlist(input: $input) {\n    product {\n      id\n      inWishlist\n    }\n    userErrors {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a487ac496df49eea24397f4b779f3aee";

export default node;
