/**
 * Step 3, token fetch: the old designer fetched an object-storage upload token here; ours uploads to
 * POST /api/admin/media with the operator's bearer token, which the session already holds.
 */
import { CombinationError, LOGIN_REQUIRED } from './messages';

export function operatorToken(held: () => string): string {
  const token = held();
  if (!token) throw new CombinationError(LOGIN_REQUIRED);
  return token;
}
