/**
 * The compiler, the one writer of dist/, says which files it wrote or removed, in order, as it goes: a server
 * keeping pages in memory (server/modules/site/static-cache.ts) then answers them without a stat per request
 * and still sends a page the compiler published new on the very next request. Listeners in this process hear
 * at once (an in-process build); the compiler's own process forwards what it hears to its parent before each
 * answer (process-main.server.ts → process.server.ts), so a publish is never reported done before its pages
 * are known changed. A name stands for the file and its `.br`/`.gz` siblings.
 */
export type FilesChangedListener = (files: readonly string[]) => void;

const listeners = new Set<FilesChangedListener>();

/** Hears every change from now on; the returned function stops listening. */
export function onFilesChanged(listener: FilesChangedListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Absolute file names, written (renamed into place) or removed just now. */
export function filesChanged(files: readonly string[]): void {
  for (const listener of listeners) listener(files);
}
