/**
 * @generated SignedSource<<4b3455734e14d90d227c9b608caa3fea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "361843d6691f6fc4c84535a6c54013d5",
    "id": null,
    "metadata": {},
    "name": "SearchBoxSuggestionsQuery",
    "operationKind": "query",
    "text": "query SearchBoxSuggestionsQuery(\n  $query: String!\n) {\n  searchSuggestions(query: $query) {\n    name\n    product {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c359eea25cdd749b6f38f3dc17a6c2c";

export default node;
