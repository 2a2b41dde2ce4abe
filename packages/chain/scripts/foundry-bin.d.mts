/** Thrown when a Foundry binary cannot be found; the message says how to get Foundry. */
export declare class FoundryNotFoundError extends Error {
  constructor(name: string, tried: string[]);
}

/** Returns the path of the Foundry binary: env FORGE_PATH/ANVIL_PATH, the npm-shipped one, then PATH. */
export declare function findFoundryBinary(name: 'forge' | 'anvil'): string;
