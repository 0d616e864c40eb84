/**
 * @generated SignedSource<<ebf12c53c29007308897d7fad842af98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockStatus = "FEW_LEFT" | "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BuyAgain_viewer$data = {
  readonly buyAgain: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly inCart: boolean;
        readonly productId: string;
        readonly stockStatus: StockStatus;
        readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
      };
    }>;
  };
  readonly user: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "BuyAgain_viewer";
};
export type BuyAgain_viewer$key = {
  readonly " $data"?: BuyAgain_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyAgain_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BuyAgain_viewer",
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
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 20
          }
        ],
        "concreteType": "ProductConnection",
        "kind": "LinkedField",
        "name": "buyAgain",
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
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "productId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inCart",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stockStatus",
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ProductCard_product"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "buyAgain(first:20)"
      },
      "action": "THROW"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "cd58867fd1513681f03415121f86f178";

export default node;
