/**
 * A schema built on its first use and kept: the contract declares hundreds of zod schemas, and building them
 * all when the api client loads is script work before the page is usable that only the calls made need.
 */
export function lazySchema<T>(build: () => T): () => T {
  let built: { readonly schema: T } | undefined;
  return () => (built ??= { schema: build() }).schema;
}
