/**
 * @generated SignedSource<<f1ed3208c0f1f91e01f7908d8bb5f041>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BuyBox_product$data = {
  readonly productId: string;
  readonly quantityBounds: {
    readonly consumerMax: number;
    readonly min: number;
  };
  readonly stock: number;
  readonly stockLabel: string;
  readonly " $fragmentType": "BuyBox_product";
};
export type BuyBox_product$key = {
  readonly " $data"?: BuyBox_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyBox_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BuyBox_product",
  "selections": [
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
      "name": "stock",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuantityBounds",
      "kind": "LinkedField",
      "name": "quantityBounds",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "consumerMax",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "2aab6570ca8b8be931c85fa1c279c58c";

export default node;
