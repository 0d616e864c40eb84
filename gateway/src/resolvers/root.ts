// The root types' fields are declared by the files of the types they read or change, and put together here:
// a field two files declare, or one that no file declares, is a type error.
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';

/** The Query fields a file owns (each one must be resolved). */
export type QueryFields<K extends keyof QueryResolvers> = Required<Pick<QueryResolvers, K>>;

/** The Mutation fields a file owns (each one must be resolved). */
export type MutationFields<K extends keyof MutationResolvers> = Required<Pick<MutationResolvers, K>>;

/** The fields two or more of `Parts` declare. */
type Repeated<Parts extends readonly object[], Seen extends PropertyKey = never> = Parts extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? (keyof Head & Seen) | Repeated<Rest, Seen | keyof Head>
  : never;

type Merged<Parts extends readonly object[]> = Parts extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Merged<Rest>
  : unknown;

/** A root type's resolvers from the files that own its fields; a field declared twice makes `parts` `never`. */
export function root<const Parts extends readonly object[]>(
  ...parts: [Repeated<Parts>] extends [never] ? Parts : never
): Merged<Parts> {
  return Object.assign({}, ...parts);
}
