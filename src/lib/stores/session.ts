/** Login state shared by islands: the token cookie and the member info fetched once per page. */
import { atom } from 'nanostores';
import Cookies from 'js-cookie';
import { api, getToken } from '../api';
import { TOKEN_COOKIE } from '../constants';
import { tokenCookieOptions } from '../token-cookie';

export interface MemberInfo { user_id: number; username: string; mobile: string; avatar?: string; /** The nickname the member set, else the masked mobile (server). */ nickname?: string }
export const $member = atom<MemberInfo | null>(null);
export const $sessionLoaded = atom(false);

let loading: Promise<void> | undefined;

/** Loads the member once; safe to call from every island. */
export function loadSession(): Promise<void> {
  if (loading) return loading;
  loading = (async () => {
    if (!getToken()) { $sessionLoaded.set(true); return; }
    try {
      const info = await api.get<{ memberInfo: MemberInfo }>('member', {}, { showError: false });
      $member.set(info.memberInfo);
    } catch { $member.set(null); }
    $sessionLoaded.set(true);
  })();
  return loading;
}

export function saveToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieOptions(token, location.protocol));
}

/** Ends the session on the server too (the token stops working everywhere), then forgets it here. */
export async function logout(): Promise<void> {
  await api.post('member/logout', {}, { showError: false }).catch(() => undefined);
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  $member.set(null);
  location.href = '/';
}
