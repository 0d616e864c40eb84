/**
 * @generated SignedSource<<0a277911003da526c326e74b65471d04>>
 * @relayHash 361843d6691f6fc4c84535a6c54013d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74660c1d64bec1c99234789d804da3ead8d566c830b00721c647da9575bd3dc3

import type { ConcreteRequest } from 'relay-runtime';
export type SearchBoxSuggestionsQuery$variables = {
  query: string;
};
export type SearchBoxSuggestionsQuery$data = {
  readonly searchSuggestions: ReadonlyArray<{
    readonly name: string;
    readonly product: {
      readonly id: string;
    };
  }>;
};
export type SearchBoxSuggestionsQuery = {
  response: SearchBoxSuggestionsQuery$data;
  variables: SearchBoxSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "SearchSuggestion",
    "kind": "LinkedField",
    "name": "searchSuggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
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
    "name": "SearchBoxSuggestionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchBoxSuggestionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "74660c1d64bec1c99234789d804da3ead8d566c830b00721c647da9575bd3dc3",
    "metadata": {},
    "name": "SearchBoxSuggestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2c359eea25cdd749b6f38f3dc17a6c2c";

export default node;
