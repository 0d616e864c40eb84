/**
 * @generated SignedSource<<e16bf438beaf5b398a78dc0efac5f97c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ItemNotSelectedPaneQuery$variables = Record<PropertyKey, never>;
export type ItemNotSelectedPaneQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountLayout_viewer">;
  };
};
export type ItemNotSelectedPaneQuery = {
  response: ItemNotSelectedPaneQuery$data;
  variables: ItemNotSelectedPaneQuery$variables;
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
    "name": "ItemNotSelectedPaneQuery",
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
            "name": "AccountLayout_viewer"
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
    "name": "ItemNotSelectedPaneQuery",
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ecd53b0f2b60ccd520ed7719c5ff3cd5",
    "id": null,
    "metadata": {},
    "name": "ItemNotSelectedPaneQuery",
    "operationKind": "query",
    "text": "query ItemNotSelectedPaneQuery {\n  viewer {\n    ...AccountLayout_viewer\n    id\n  }\n}\n\nfragment AccountLayout_viewer on Viewer {\n  ...RequireSignIn_viewer\n  user {\n    name\n    id\n  }\n}\n\nfragment RequireSignIn_viewer on Viewer {\n  user {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f36ab8fb8474c9e2109e23d59efa1c4";

export default node;
