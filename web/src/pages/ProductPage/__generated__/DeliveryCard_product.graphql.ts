/**
 * @generated SignedSource<<9970500c400706ba504dca788f188e25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeliveryCard_product$data = {
  readonly expectedDelivery: any | null | undefined;
  readonly " $fragmentType": "DeliveryCard_product";
};
export type DeliveryCard_product$key = {
  readonly " $data"?: DeliveryCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryCard_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryCard_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expectedDelivery",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "0c993d2acebbbde3f58499682c909e50";

export default node;
