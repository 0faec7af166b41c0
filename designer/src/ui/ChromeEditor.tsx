/** The shared header or footer in its own view: the same editor screen over the chrome document. */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { chromeSource } from '../doc/source';
import { $chromeSlot } from '../store/session';
import { DocumentEditor } from './Editor';

export function ChromeEditor() {
  const slot = useStore($chromeSlot);
  const source = useMemo(() => chromeSource(slot), [slot]);
  return <DocumentEditor key={source.key} source={source} />;
}
