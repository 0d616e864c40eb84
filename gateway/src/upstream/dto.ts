// The REST API's shapes as the gateway reads them (rest-api/openapi.yaml documents them). Names are the API's.
// One file per family, under dto/; this file gathers them for the modules (and codegen mappers) that import them.
export type * from './dto/catalog.ts';
export type * from './dto/discovery.ts';
export type * from './dto/account.ts';
export type * from './dto/orders.ts';
export type * from './dto/content.ts';
