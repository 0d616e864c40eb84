/**
 * @generated SignedSource<<07990e3620f6ecfb2b2bb4da92de1d6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BannerDealType = "CATEGORY" | "PRODUCT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BannerCarousel_banners$data = ReadonlyArray<{
  readonly bannerId: string;
  readonly category: {
    readonly categoryId: string;
    readonly displayName: string;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly dealType: BannerDealType;
  readonly image: {
    readonly alt: string;
    readonly url: string;
  };
  readonly product: {
    readonly productId: string;
  } | null | undefined;
  readonly " $fragmentType": "BannerCarousel_banners";
}>;
export type BannerCarousel_banners$key = ReadonlyArray<{
  readonly " $data"?: BannerCarousel_banners$data;
  readonly " $fragmentSpreads": FragmentRefs<"BannerCarousel_banners">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BannerCarousel_banners",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bannerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dealType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "categoryId",
          "storageKey": null
        },
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
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
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
          "name": "productId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Banner",
  "abstractKey": null
};

(node as any).hash = "1ebcef536f2cc87f3d331f1bf5045cb2";

export default node;
