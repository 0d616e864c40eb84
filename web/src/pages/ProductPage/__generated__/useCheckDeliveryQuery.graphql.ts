/**
 * @generated SignedSource<<6cba05f8c6165c33579dedd013336940>>
 * @relayHash b0f32fece1ba13534e14dfd1f46c65b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9461469e9e970919f8d1dda5aabe03a7b6c4dea0da60e7ed7f216c68f3912d63

import type { ConcreteRequest } from 'relay-runtime';
export type useCheckDeliveryQuery$variables = {
  pincode: string;
};
export type useCheckDeliveryQuery$data = {
  readonly deliveryCheck: {
    readonly deliverable: boolean;
    readonly message: string;
  };
};
export type useCheckDeliveryQuery = {
  response: useCheckDeliveryQuery$data;
  variables: useCheckDeliveryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pincode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "pincode",
        "variableName": "pincode"
      }
    ],
    "concreteType": "DeliveryCheck",
    "kind": "LinkedField",
    "name": "deliveryCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deliverable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
    "name": "useCheckDeliveryQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckDeliveryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9461469e9e970919f8d1dda5aabe03a7b6c4dea0da60e7ed7f216c68f3912d63",
    "metadata": {},
    "name": "useCheckDeliveryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b1ecfa347aedd2740e8e8f7c15e16c47";

export default node;
