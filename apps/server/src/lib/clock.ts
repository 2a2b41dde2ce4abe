/** The current time. Services take it as a parameter so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
