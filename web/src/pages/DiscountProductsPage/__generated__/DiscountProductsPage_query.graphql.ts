/**
 * @generated SignedSource<<d6f485901c685ca8b156e11621c70836>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DiscountProductsPage_query$data = {
  readonly discount: {
    readonly products: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
        };
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "DiscountProductsPage_query";
};
export type DiscountProductsPage_query$key = {
  readonly " $data"?: DiscountProductsPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscountProductsPage_query">;
};

import DiscountProductsPagePaginationQuery_graphql from './DiscountProductsPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "discount",
  "products"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "kind": "RootArgument",
      "name": "discountId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": DiscountProductsPagePaginationQuery_graphql
    }
  },
  "name": "DiscountProductsPage_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "discountId",
          "variableName": "discountId"
        }
      ],
      "concreteType": "Discount",
      "kind": "LinkedField",
      "name": "discount",
      "plural": false,
      "selections": [
        {
          "kind": "RequiredField",
          "field": {
            "alias": "products",
            "args": [
              {
                "kind": "Literal",
                "name": "sort",
                "value": "DISCOUNT"
              }
            ],
            "concreteType": "FacetedProductConnection",
            "kind": "LinkedField",
            "name": "__DiscountProductsPage_products_connection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "node",
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
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ProductCard_product"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "__DiscountProductsPage_products_connection(sort:\"DISCOUNT\")"
          },
          "action": "THROW"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "29604b47bd8116b98f07cf41875decbb";

export default node;
