/**
 * Step 3, token fetch: the old designer fetched an object-storage upload token here; ours uploads to
 * POST /api/admin/media with the operator's session cookie; this step checks a session exists.
 */
import { CombinationError, LOGIN_REQUIRED } from './messages';

export function operatorToken(held: () => string): string {
  const token = held();
  if (!token) throw new CombinationError(LOGIN_REQUIRED);
  return token;
}
