/**
 * @generated SignedSource<<a1fcb5b6838a5ab45e6007b081abcf80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StoreBlock_product$data = {
  readonly seller: {
    readonly joinedAt: any;
    readonly ratingSummary: {
      readonly average: number;
      readonly count: number;
    };
    readonly sellerId: string;
    readonly storeName: string;
  };
  readonly " $fragmentType": "StoreBlock_product";
};
export type StoreBlock_product$key = {
  readonly " $data"?: StoreBlock_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoreBlock_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoreBlock_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Seller",
      "kind": "LinkedField",
      "name": "seller",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sellerId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "storeName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "joinedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RatingSummary",
          "kind": "LinkedField",
          "name": "ratingSummary",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "average",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "c2272de61bef59c04bbaf37bc0d39d0b";

export default node;
