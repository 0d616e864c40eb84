// openapi-typescript imports `typescript` for its compiler API, which the repo's TypeScript 7 (native) does not have:
// its imports get the TypeScript 6 of the lint tools' workspace instead; every other import resolves as usual.
const TYPESCRIPT_6_HOME = new URL('../../tools/lint/package.json', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) {
    return next('typescript', { ...context, parentURL: TYPESCRIPT_6_HOME });
  }
  return next(specifier, context);
}
