import { describe, expect, it } from 'vitest';
import { tokenCookieOptions, tokenExpiry } from './token-cookie';

const jwt = (claims: Record<string, unknown>) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('the member token cookie', () => {
  it('expires exactly when the token does', () => {
    const exp = 1_760_432_000;
    expect(tokenExpiry(jwt({ exp, user_id: 1, name: '川味小厨??>>' }))).toEqual(new Date(exp * 1000));
    expect(tokenCookieOptions(jwt({ exp }), 'http:')).toEqual({ expires: new Date(exp * 1000), path: '/', sameSite: 'Lax', secure: false });
  });

  it('is Secure under https', () => {
    expect(tokenCookieOptions(jwt({ exp: 1 }), 'https:').secure).toBe(true);
  });

  it('is a session cookie when the token has no readable expiry', () => {
    expect(tokenExpiry('not-a-token')).toBeUndefined();
    expect(tokenExpiry(jwt({ user_id: 1 }))).toBeUndefined();
  });
});
