/** Who is logged in and which page is open. */
import { atom } from 'nanostores';
import { api, clearSessionMarker, sessionUser, type ChromeSlot, type TemplateRow } from '../api/client';

export type View = 'login' | 'pages' | 'editor' | 'chrome';

/** `?chrome=header|footer` in the address reopens that editor after a reload. */
function chromeParam(): ChromeSlot | null {
  if (typeof window === 'undefined') return null;
  const v = new URL(window.location.href).searchParams.get('chrome');
  return v === 'header' || v === 'footer' ? v : null;
}
export const $view = atom<View>(sessionUser() ? (chromeParam() ? 'chrome' : 'pages') : 'login');
export const $template = atom<TemplateRow | null>(null);
export const $loginMessage = atom('');
/** Which shared part the 'chrome' view edits. */
export const $chromeSlot = atom<ChromeSlot>(chromeParam() ?? 'header');

/** Opens the shared header or footer in its own view. */
export function openChrome(slot: ChromeSlot) {
  setPageParam(null);
  const url = new URL(window.location.href);
  url.searchParams.set('chrome', slot);
  window.history.replaceState(null, '', url);
  $chromeSlot.set(slot);
  $view.set('chrome');
}

/** After a successful login: the server has set the session cookies. */
export function loggedIn() {
  $loginMessage.set('');
  $view.set('pages');
}

/** The 退出登录 button: ends the session on the server, then shows the login form. */
export async function logoutNow() {
  await api.logout().catch(() => undefined);
  logout();
}

/** Back to the login form (also when the server answered 401: the session already ended). */
export function logout(message = '') {
  clearSessionMarker();
  $template.set(null);
  $loginMessage.set(message);
  $view.set('login');
  setPageParam(null);
}

/** Keeps `?id=` in the address so a reload reopens the page being edited. */
export function setPageParam(id: number | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete('chrome');
  if (id === null) url.searchParams.delete('id');
  else url.searchParams.set('id', String(id));
  window.history.replaceState(null, '', url);
}

export function pageParam(): number | null {
  const id = Number(new URL(window.location.href).searchParams.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
