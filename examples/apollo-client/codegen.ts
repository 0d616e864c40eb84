import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for this client's documents, from the gateway's schema (the contract in the repository's root). Run in this
// folder (`npm run codegen -w examples/apollo-client`); `-- --check` fails when src/gql/ is not what the schema gives.
const config: CodegenConfig = {
  schema: '../../schema.graphql',
  documents: ['src/**/*.ts', '!src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
