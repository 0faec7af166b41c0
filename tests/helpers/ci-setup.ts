/**
 * .ci/run installs Debian's packages (Chromium, CJK fonts, nginx) while npm install runs and may start `npm test`
 * before apt has ended: `TEST_SETUP_STATUS` names the file apt's exit status appears in (renamed into place) when
 * it ends, `TEST_SETUP_LOG` its output. tests/run-all.ts runs its builds, which need none of the packages, then waits here.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Resolves with apt's exit status once its status file is there (at once when it already is). */
export function setupEnded(statusFile: string): Promise<number> {
  return new Promise((resolve) => {
    const read = () => Number(fs.readFileSync(statusFile, 'utf8').trim());
    if (fs.existsSync(statusFile)) { resolve(read()); return; }
    const watcher = fs.watch(path.dirname(statusFile), () => {
      if (fs.existsSync(statusFile)) { watcher.close(); resolve(read()); }
    });
    // It may have appeared between the first look and the watch.
    if (fs.existsSync(statusFile)) { watcher.close(); resolve(read()); }
  });
}
