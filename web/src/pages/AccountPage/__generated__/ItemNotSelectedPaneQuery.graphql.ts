/**
 * @generated SignedSource<<74bdd49d44ff0d9f7317bf1f1b89b480>>
 * @relayHash ecd53b0f2b60ccd520ed7719c5ff3cd5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 402c7f6d4db4b1e584e7de42788b2ae406d4780580207e575a97361daec54b1a

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
    "id": "402c7f6d4db4b1e584e7de42788b2ae406d4780580207e575a97361daec54b1a",
    "metadata": {},
    "name": "ItemNotSelectedPaneQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cfb31f9486ce9d8ff7a9bd885d0aa9d3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
