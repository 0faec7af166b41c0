/**
 * The mini cart's button pressed before React has arrived (issue 28): its panel, already in the markup and
 * saying 购物车加载中…, is shown at once; boot.ts replays the click, so the hydrated MiniCart opens it in its
 * own state too and fills in the lines when the cart has been read. A guest's click is left to React
 * (it goes to login).
 */
import { TOKEN_COOKIE } from '../lib/constants';

export function respond(island: HTMLElement, target: HTMLElement): boolean {
  if (!target.matches('.mc-btn')) return false;
  if (!document.cookie.split('; ').some((c) => c.startsWith(`${TOKEN_COOKIE}=`) && c.length > TOKEN_COOKIE.length + 1)) return false;
  const panel = island.querySelector<HTMLElement>('.mc-panel');
  if (!panel) return false;
  panel.hidden = false;
  target.setAttribute('aria-expanded', 'true');
  return true;
}
