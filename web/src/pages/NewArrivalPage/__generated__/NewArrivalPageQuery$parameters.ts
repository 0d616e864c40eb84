/**
 * @generated SignedSource<<d15311168b8c72f10fb68263efb730fb>>
 * @relayHash 1448656918622086fc65428aba90a903
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c719ea3264d4caf15611be176943064966e2be6a8e2e976abd6d796aeae0a59

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewArrivalPageQuery } from './NewArrivalPageQuery.graphql';

const node: PreloadableConcreteRequest<NewArrivalPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3c719ea3264d4caf15611be176943064966e2be6a8e2e976abd6d796aeae0a59",
    "metadata": {},
    "name": "NewArrivalPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
