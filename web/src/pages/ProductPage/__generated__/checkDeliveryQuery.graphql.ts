/**
 * @generated SignedSource<<8481b48ce6fe863f4bd832d825a17141>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type checkDeliveryQuery$variables = {
  pincode: string;
};
export type checkDeliveryQuery$data = {
  readonly deliveryCheck: {
    readonly deliverable: boolean;
    readonly message: string;
  };
};
export type checkDeliveryQuery = {
  response: checkDeliveryQuery$data;
  variables: checkDeliveryQuery$variables;
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
    "name": "checkDeliveryQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "checkDeliveryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "084f48c0a98dd91faf0d0cc728a66228",
    "id": null,
    "metadata": {},
    "name": "checkDeliveryQuery",
    "operationKind": "query",
    "text": "query checkDeliveryQuery(\n  $pincode: String!\n) {\n  deliveryCheck(pincode: $pincode) {\n    deliverable\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "047c84744429515c738b8fa988d6780b";

export default node;
