/** The console's address: `#/admin/<screen>/<id?>` (a reload or a shared link reopens the same screen). */
import { atom } from 'nanostores';

export interface Route { screen: string; id: string | null; query: URLSearchParams }

export const isConsoleHash = (hash = location.hash) => hash.startsWith('#/admin');

export function parseRoute(hash = location.hash): Route {
  const [path, q = ''] = hash.replace(/^#\/admin\/?/, '').split('?');
  const [screen = 'goods', id = null] = path.split('/').filter(Boolean);
  return { screen, id, query: new URLSearchParams(q) };
}

export const $route = atom<Route>(parseRoute());
if (typeof window !== 'undefined') window.addEventListener('hashchange', () => $route.set(parseRoute()));

export function href(screen: string, id?: string | number | null): string {
  return `#/admin/${screen}${id !== undefined && id !== null ? `/${id}` : ''}`;
}
export function go(screen: string, id?: string | number | null): void {
  location.hash = href(screen, id);
}
