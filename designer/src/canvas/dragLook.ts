/**
 * Drag and drop connected by a child component (so it can come later than the element it works on) shows
 * its state on that element, which the parent renders: the child tells the parent, only on a change, so
 * connecting costs no extra render.
 */
import { useEffect, useRef } from 'react';

type Look = Record<string, string | boolean>;

const same = (a: Look, b: Look) => Object.keys(a).every((k) => a[k] === b[k]);

export function useTellLook<L extends Look>(look: L, resting: L, tell: (look: L) => void): void {
  const shown = useRef(resting);
  useEffect(() => {
    if (same(shown.current, look)) return;
    shown.current = look;
    tell(look);
  });
  useEffect(() => () => { if (!same(shown.current, resting)) tell(resting); }, [tell, resting]);
}
