import { describe, expect, it } from 'vitest';
import { ACTIVATION_LIVE_POLL_MS, ACTIVATION_POLL_MS, activationPollMs } from './activation.ts';

describe('activationPollMs', () => {
  it('polls while activating, slowly when the live stream tells the confirmations, not otherwise', () => {
    expect(activationPollMs('activating', 'offline')).toBe(ACTIVATION_POLL_MS);
    expect(activationPollMs('activating', 'live')).toBe(ACTIVATION_LIVE_POLL_MS);
    expect(ACTIVATION_LIVE_POLL_MS).toBeGreaterThan(ACTIVATION_POLL_MS);
    expect(activationPollMs('activated', 'offline')).toBe(false);
    expect(activationPollMs('not_activated', 'live')).toBe(false);
    expect(activationPollMs(undefined, 'offline')).toBe(false);
  });
});
