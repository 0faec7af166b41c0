/**
 * The document as the canvas draws it. A change made while the operator types in the property panel
 * (`dispatch(…, { canvasMayFollow: true })`) reaches the canvas in a transition: the field the operator types
 * in is rendered and painted first, and a burst of keys never queues behind canvas renders (a newer key
 * interrupts a canvas render still in progress; the last one always lands). Every other change (add, move,
 * delete, select, undo, redo, load) is drawn at once, as before.
 */
import { startTransition, useEffect, useState } from 'react';
import type { DocState } from '../doc/state';
import { $doc, canvasMayFollow } from '../store/designer';

export function useCanvasDoc(): DocState {
  const [doc, setDoc] = useState(() => $doc.get());
  useEffect(() => {
    setDoc($doc.get()); // a change between the first render and this subscription
    return $doc.listen((next) => {
      if (canvasMayFollow()) startTransition(() => setDoc(next));
      else setDoc(next);
    });
  }, []);
  return doc;
}
