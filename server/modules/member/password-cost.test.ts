/**
 * The bcrypt cost: 10 wherever shoppers' passwords live; only a test process may make cheaper hashes
 * (TEST_PASSWORD_COST, set by vitest.config.ts and the journeys' shops), so the suites' thousands of logins
 * cost ~1 ms of CPU each instead of ~60.
 */
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordCost, passwordMatches, PASSWORD_COST } from './member.service';

describe('password cost', () => {
  it('is 10 in production and development, whatever TEST_PASSWORD_COST says', () => {
    expect(PASSWORD_COST).toBe(10);
    expect(passwordCost({})).toBe(10);
    for (const NODE_ENV of ['production', 'development', undefined]) expect(passwordCost({ NODE_ENV, TEST_PASSWORD_COST: '4' })).toBe(10);
  });

  it('a test process may lower it, within 4–10', () => {
    expect(passwordCost({ NODE_ENV: 'test' })).toBe(10);
    expect(passwordCost({ NODE_ENV: 'test', TEST_PASSWORD_COST: '4' })).toBe(4);
    for (const bad of ['3', '11', '4.5', 'low']) expect(() => passwordCost({ NODE_ENV: 'test', TEST_PASSWORD_COST: bad })).toThrow(/TEST_PASSWORD_COST/);
  });

  it('a production process hashes at cost 10 even with TEST_PASSWORD_COST set; the tests hash at theirs', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('TEST_PASSWORD_COST', '4');
    const production = await hashPassword('abc12345');
    expect(production).toMatch(/^\$2[aby]\$10\$/);
    vi.unstubAllEnvs();
    expect(await hashPassword('abc12345')).toMatch(new RegExp(`^\\$2[aby]\\$0?${passwordCost()}\\$`));
    // Both kinds check, each at its own cost: a cheap test hash never stands in for a real one.
    expect(await passwordMatches('abc12345', production)).toBe(true);
    expect(await passwordMatches('wrong1234', production)).toBe(false);
  });
});
