/**
 * 页面正在被 X 编辑: while a document is open this tab tells the server every PRESENCE_BEAT_MS (and when the
 * window regains focus) and learns who else has it open and the document's version now. Leaving says so.
 */
import { useEffect, useState } from 'react';
import { api, type Presence } from '../api/client';
import { newUuid } from '../doc/uuid';

export const PRESENCE_BEAT_MS = 15_000;
const tabId = `tab-${newUuid()}${newUuid()}`;

export function usePresence(base: string | null): Presence | null {
  const [presence, setPresence] = useState<Presence | null>(null);
  useEffect(() => {
    if (!base) return;
    let live = true;
    const beat = () => api.presence(base, tabId).then((p) => { if (live) setPresence(p); }).catch(() => undefined);
    void beat();
    const timer = window.setInterval(beat, PRESENCE_BEAT_MS);
    const onFocus = () => void beat();
    window.addEventListener('focus', onFocus);
    const onHide = () => { if (document.visibilityState === 'hidden') void api.leave(base, tabId).catch(() => undefined); else void beat(); };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onHide);
      void api.leave(base, tabId).catch(() => undefined);
    };
  }, [base]);
  return presence;
}
