/**
 * @generated SignedSource<<24cdcb06d2ffb473a2593177f5c1603e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductDetails_product$data = {
  readonly description: string | null | undefined;
  readonly featureBadges: {
    readonly branded: boolean;
    readonly freeDelivery: boolean;
    readonly returnable: boolean;
    readonly warranty: string | null | undefined;
  };
  readonly keyFeatures: ReadonlyArray<string>;
  readonly moreDetails: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "ProductDetails_product";
};
export type ProductDetails_product$key = {
  readonly " $data"?: ProductDetails_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductDetails_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductDetails_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyFeatures",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductFeatureBadges",
      "kind": "LinkedField",
      "name": "featureBadges",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "returnable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "warranty",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "branded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "freeDelivery",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductDetailRow",
      "kind": "LinkedField",
      "name": "moreDetails",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "ccf1ced3d732e592d2adb332a2fe9f3b";

export default node;
