/**
 * Suggestions for the header search box (GET goods/search/suggest): fetched with the platform's fetch,
 * so waking the search island loads no HTTP library; a newer keystroke aborts the older request.
 */
import type { Range } from '../../lib/highlight';

export interface Suggestion { text: string; item_id: number; highlight: Range[] }

const API_BASE: string = (import.meta.env?.PUBLIC_API_BASE as string | undefined) ?? '';
/** Wait this long after a keystroke before asking (typing fast asks once). */
export const SUGGEST_DELAY_MS = 60;

export async function fetchSuggestions(keyword: string, signal: AbortSignal): Promise<Suggestion[]> {
  const res = await fetch(`${API_BASE}/api/h5app/wxapp/goods/search/suggest?keywords=${encodeURIComponent(keyword)}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: { list?: Suggestion[] } };
  return Array.isArray(body.data?.list) ? body.data.list : [];
}
