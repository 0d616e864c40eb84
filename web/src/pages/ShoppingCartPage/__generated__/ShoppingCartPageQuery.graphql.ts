/**
 * @generated SignedSource<<df7533b1b310c8bdef4d6bb9cd10f94b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShoppingCartPageQuery$variables = Record<PropertyKey, never>;
export type ShoppingCartPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"RequireSignIn_viewer" | "SharedLists_viewer">;
  };
};
export type ShoppingCartPageQuery = {
  response: ShoppingCartPageQuery$data;
  variables: ShoppingCartPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShoppingCartPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RequireSignIn_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SharedLists_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShoppingCartPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 20
              }
            ],
            "concreteType": "ListConnection",
            "kind": "LinkedField",
            "name": "lists",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              }
            ],
            "storageKey": "lists(first:20)"
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ec9f5561cf50eac6e6aa91fea3c77e7e",
    "id": null,
    "metadata": {},
    "name": "ShoppingCartPageQuery",
    "operationKind": "query",
    "text": "query ShoppingCartPageQuery {\n  viewer {\n    ...RequireSignIn_viewer\n    ...SharedLists_viewer\n    id\n  }\n}\n\nfragment RequireSignIn_viewer on Viewer {\n  user {\n    id\n  }\n}\n\nfragment SharedLists_viewer on Viewer {\n  lists(first: 20) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b6610e69cb650135ab1d03ee4f7720d";

export default node;
