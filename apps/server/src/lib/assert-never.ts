/**
 * The default branch of an exhaustive `switch`: the compiler refuses it while a case is missing,
 * and at run time a value no case knows (e.g. data written by a newer version) throws instead of
 * falling into another case's handling.
 */
export function assertNever(value: never, what: string): never {
  const kind = (value as { kind?: unknown } | null)?.kind;
  throw new Error(`${what}: unknown kind ${JSON.stringify(kind ?? value)}`);
}
