// openapi-typescript imports `typescript` for its compiler API, which the repo's TypeScript 7 (native) does not have:
// its imports get TypeScript 6 (the `typescript-api` alias) instead; every other import resolves as usual.
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/')) return next('typescript-api', context);
  return next(specifier, context);
}
