/**
 * The document as the canvas draws it. A change made while the operator types in the property panel
 * (`dispatch(…, { canvasMayFollow: true })`) reaches the canvas later (canvas/frameFollower.ts): each key's
 * frame paints the field alone, and once the keys pause the canvas draws the latest document inside an
 * animation frame that no key shares (rendered synchronously there, so it is drawn in that very frame).
 * Every other change (add, move, delete, select, undo, redo, load) is drawn at once, as before, and drops a
 * drawing still waiting (it has the newer document).
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DocState } from '../doc/state';
import { $doc, canvasMayFollow } from '../store/designer';
import { frameFollower } from './frameFollower';

export function useCanvasDoc(): DocState {
  const [doc, setDoc] = useState(() => $doc.get());
  useEffect(() => {
    setDoc($doc.get()); // a change between the first render and this subscription
    const later = frameFollower<DocState>((next) => flushSync(() => setDoc(next)));
    const stop = $doc.listen((next) => {
      if (canvasMayFollow()) later.follow(next);
      else { later.cancel(); setDoc(next); }
    });
    return () => { stop(); later.cancel(); };
  }, []);
  return doc;
}
