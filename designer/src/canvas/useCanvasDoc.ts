/**
 * The document as the canvas draws it. A change made while the operator types in the property panel
 * (`dispatch(…, { canvasMayFollow: true })`) reaches the canvas later (canvas/frameFollower.ts): each key's
 * frame paints the field alone, and once the keys pause the canvas draws the latest document inside an
 * animation frame that no key shares (rendered synchronously there, so it is drawn in that very frame).
 * Every other change (add, move, delete, select, undo, redo, load) is drawn at once, as before, and drops a
 * drawing still waiting (it has the newer document). While a drawing waits the canvas does not change, so its
 * windowing observer is paused (canvas/nearViewport.ts) and resumes with the drawing or the next other change.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DocState } from '../doc/state';
import { $doc, canvasMayFollow } from '../store/designer';
import { frameFollower } from './frameFollower';
import { pauseWindowing, resumeWindowing } from './nearViewport';

export function useCanvasDoc(): DocState {
  const [doc, setDoc] = useState(() => $doc.get());
  useEffect(() => {
    setDoc($doc.get()); // a change between the first render and this subscription
    // Resumed after the drawing's commit: the observer then reports each frame where the drawing left it.
    const later = frameFollower<DocState>((next) => { flushSync(() => setDoc(next)); resumeWindowing(); });
    const stop = $doc.listen((next) => {
      if (canvasMayFollow()) { pauseWindowing(); later.follow(next); }
      else { later.cancel(); resumeWindowing(); setDoc(next); }
    });
    return () => { stop(); later.cancel(); resumeWindowing(); };
  }, []);
  return doc;
}
