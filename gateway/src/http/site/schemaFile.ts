// The contract as a file: the live schema printed as SDL, with every description, `@deprecated`, `@specifiedBy` and
// `@oneOf`, for codegen and other tools to read from the running gateway (`GET /graphql/schema.graphql`). Printed and
// compressed once; revalidated by its ETag, so a deploy that changes it is seen within minutes.
import { printSchema, type GraphQLSchema } from 'graphql';
import { compress, respond, type CompressedAsset } from '../compressed.ts';

export const SCHEMA_FILE_PATH = '/graphql/schema.graphql';

const CACHE_CONTROL = 'public, max-age=300';

export function createSchemaFile(schema: GraphQLSchema) {
  let file: CompressedAsset | undefined;
  return (request: Request): Response => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
    file ??= compress(Buffer.from(`${printSchema(schema)}\n`), 'text/plain; charset=utf-8');
    return respond(file, request, CACHE_CONTROL);
  };
}
