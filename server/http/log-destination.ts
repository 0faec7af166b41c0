/**
 * Where `npm start` writes its log: stdout, asynchronously. A busy shop writes thousands of request lines a second;
 * written with a syscall each (pino's default destination is synchronous) they were about 5 % of the CPU of serving
 * a page. Here lines that come while a write is under way go out together in the next one, and a quiet shop's lines
 * still leave at once. What is left is written synchronously when the process exits (a normal stop, or a crash that
 * exits); a kill -9 can lose the lines of the write under way, as nginx's buffered access log can.
 */
import SonicBoom from 'sonic-boom';

export function asyncStdout(fd = 1): SonicBoom {
  const out = new SonicBoom({ fd, sync: false });
  process.once('exit', () => {
    try { out.flushSync(); } catch { /* stdout already closed: nothing to write to */ }
  });
  // A closed stdout (the reader went away) must not take the shop down with it.
  out.on('error', () => undefined);
  return out;
}
