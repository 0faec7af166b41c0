/** Step 1, name check: the trimmed name, required and at most 32 characters. */
import { CombinationError, NAME_MAX, NAME_REQUIRED, NAME_TOO_LONG } from './messages';

export function checkName(name: string): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new CombinationError(NAME_REQUIRED);
  if ([...trimmed].length > NAME_MAX) throw new CombinationError(NAME_TOO_LONG);
  return trimmed;
}
