/** Who is logged in and which page is open. */
import { atom } from 'nanostores';
import { clearToken, getToken, setToken, type TemplateRow } from '../api/client';

export type View = 'login' | 'pages' | 'editor';

export const $view = atom<View>(getToken() ? 'pages' : 'login');
export const $template = atom<TemplateRow | null>(null);
export const $loginMessage = atom('');

export function loggedIn(token: string) {
  setToken(token);
  $loginMessage.set('');
  $view.set('pages');
}

export function logout(message = '') {
  clearToken();
  $template.set(null);
  $loginMessage.set(message);
  $view.set('login');
  setPageParam(null);
}

/** Keeps `?id=` in the address so a reload reopens the page being edited. */
export function setPageParam(id: number | null) {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete('id');
  else url.searchParams.set('id', String(id));
  window.history.replaceState(null, '', url);
}

export function pageParam(): number | null {
  const id = Number(new URL(window.location.href).searchParams.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
