// GraphQL Mesh composition of the REST API from its OpenAPI document alone (no code): the "generated" peer.
// `mesh-compose -c tools/bench/mesh.config.ts -o <supergraph>` with GENERATED_UPSTREAM set to the REST API's URL
// (the bench points it at its counting proxy). The shopper's bearer token is passed through to the REST API.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Marketplace', {
        source: './rest-api/openapi.yaml',
        endpoint: process.env.GENERATED_UPSTREAM ?? 'http://127.0.0.1:4010',
        operationHeaders: { authorization: '{context.headers.authorization}' },
      }),
    },
  ],
});
