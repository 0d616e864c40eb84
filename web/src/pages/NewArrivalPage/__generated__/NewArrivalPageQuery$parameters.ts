/**
 * @generated SignedSource<<aa8bc8e0eac622f63b239a9c6d3cb5d6>>
 * @relayHash 796f5d72cc8546a1464088e031ad8828
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cd46df8fae69bf8c8b1e599b60e95478ba3c383dbd8fca1d252138939a71e04

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { NewArrivalPageQuery } from './NewArrivalPageQuery.graphql';

const node: PreloadableConcreteRequest<NewArrivalPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6cd46df8fae69bf8c8b1e599b60e95478ba3c383dbd8fca1d252138939a71e04",
    "metadata": {},
    "name": "NewArrivalPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
