/**
 * @generated SignedSource<<599a3393630292554e18580bd6bc8987>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CategoryProducts_category$data = {
  readonly children: ReadonlyArray<{
    readonly categoryId: string;
    readonly children: ReadonlyArray<{
      readonly categoryId: string;
      readonly displayName: string;
      readonly id: string;
      readonly name: string | null | undefined;
    }>;
    readonly displayName: string;
    readonly id: string;
    readonly name: string | null | undefined;
  }>;
  readonly displayName: string;
  readonly " $fragmentType": "CategoryProducts_category";
};
export type CategoryProducts_category$key = {
  readonly " $data"?: CategoryProducts_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryProducts_category">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryProducts_category",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "children",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Category",
  "abstractKey": null
};
})();

(node as any).hash = "cd8d4410fa1991ba99d6b11d9b5ec456";

export default node;
