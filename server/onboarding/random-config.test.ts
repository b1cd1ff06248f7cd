import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/onboarding/config';
import { randomConfig } from './random-config';

describe('random merchant configurations', () => {
  it('are valid folders, the same for the same seed', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const config = randomConfig(seed);
      expect({ seed, problems: validateConfig(config) }).toEqual({ seed, problems: [] });
    }
    expect(randomConfig(7)).toEqual(randomConfig(7));
    expect(randomConfig(7)).not.toEqual(randomConfig(8));
  });
});
