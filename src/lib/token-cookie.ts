/**
 * How the member token is kept in its ECSHOPX_TOKEN cookie: it expires when the token does (its
 * `exp` claim), SameSite=Lax, and Secure when the shop is served over https.
 */
export interface TokenCookieOptions { expires?: Date; path: '/'; sameSite: 'Lax'; secure: boolean }

/** The token's `exp` (seconds) as a Date, or undefined when the token has none or is unreadable. */
export function tokenExpiry(token: string): Date | undefined {
  try {
    const b64 = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), '='))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

export function tokenCookieOptions(token: string, protocol: string): TokenCookieOptions {
  // No readable expiry: a session cookie, never one that outlives its token.
  return { expires: tokenExpiry(token), path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}
