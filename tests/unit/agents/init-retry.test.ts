import { describe, expect, it } from 'vitest';
import { AGENT_INIT_RETRY, initRetryDelayMs, shouldRetryInit } from '../../../domain/agents/init-retry';

describe('agent initialisation retry (seed 001 §9)', () => {
  it('makes 3 attempts, 2 s then 3 s apart (×1.5)', () => {
    expect(AGENT_INIT_RETRY).toEqual({ attempts: 3, initialDelayMs: 2000, multiplier: 1.5 });
    expect(initRetryDelayMs(0)).toBe(2000);
    expect(initRetryDelayMs(1)).toBe(3000);
    expect(initRetryDelayMs(-1)).toBe(2000);
  });

  it('retries after the first and second failure, not after the third', () => {
    expect(shouldRetryInit(1)).toBe(true);
    expect(shouldRetryInit(2)).toBe(true);
    expect(shouldRetryInit(3)).toBe(false);
  });
});
