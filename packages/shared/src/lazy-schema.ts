import type { z } from 'zod';

/**
 * A zod schema that is built on its first use instead of when its module loads. The web's
 * first load imports modules with ~150 schemas and uses a few: building them all (zod's
 * `core.init`, `mergeDefs`) was a good part of the start-up task. The result stands for the
 * built schema everywhere (parse, `extend`, inside other schemas, `instanceof`, `z.infer`).
 * Making one has no side effect, so the build drops a schema no code of a bundle reads.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  // Outside a browser (the server) it is built at once: zod's JSON Schema generator, which makes
  // the OpenAPI document, tracks schemas by identity, and a proxy is another object than the
  // schema it stands for (/api/docs/json failed). Start-up time only matters in the browser.
  if ((globalThis as { window?: unknown }).window === undefined) return build();
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Object.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The target is an empty extensible object: a property may only be reported configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
