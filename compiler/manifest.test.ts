import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openManifest } from './manifest.server';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
const whole = (dist: string) => JSON.parse(fs.readFileSync(path.join(dist, '.manifest.json'), 'utf8')).pages as Record<string, string>;
const itemFile = (id: number) => `items/${id}/index.html`;

describe('the page manifest', () => {
  it('is written whole once; later changes are appended, not the whole of it again; a restart reads both', () => {
    const dist = path.join(base, 'appended');
    const first = openManifest(dist);
    for (let id = 1; id <= 3000; id++) first.set(itemFile(id), `h${id}`);
    first.flush();
    expect(Object.keys(whole(dist))).toHaveLength(3000);
    const wholeBytes = fs.statSync(path.join(dist, '.manifest.json')).size;

    first.set(itemFile(7), 'changed');
    first.delete(itemFile(8));
    first.set(itemFile(4000), 'new');
    first.flush();
    // 3,000 pages, three changes: the file of 3,000 is not written again, the changes go to the log.
    expect(fs.statSync(path.join(dist, '.manifest.json')).size).toBe(wholeBytes);
    expect(fs.readFileSync(path.join(dist, '.manifest.log'), 'utf8')).toBe(`${itemFile(7)}\tchanged\n${itemFile(8)}\t\n${itemFile(4000)}\tnew\n`);

    const again = openManifest(dist);
    expect(again.existed).toBe(true);
    expect(again.get(itemFile(7))).toBe('changed');
    expect(again.get(itemFile(8))).toBeUndefined();
    expect(again.get(itemFile(4000))).toBe('new');
    expect(again.entries()).toHaveLength(3000);
  });

  it('is written whole again, sorted, once its log holds more lines than it has pages; a line cut short by a crash is left out', () => {
    const dist = path.join(base, 'compacted');
    const m = openManifest(dist);
    for (let id = 1; id <= 10; id++) m.set(itemFile(id), 'a');
    m.flush();
    for (let round = 0; round < 120; round++) { m.set(itemFile(round % 10 + 1), `r${round}`); m.flush(); }
    expect(fs.existsSync(path.join(dist, '.manifest.log'))).toBe(true); // 120 lines: under the floor of 1,000
    // The 1,001st line (more than the floor of 1,000, and than 10 pages) writes the whole file and empties the log.
    for (let round = 120; round < 1000; round++) { m.set(itemFile(round % 10 + 1), `r${round}`); m.flush(); }
    expect(fs.existsSync(path.join(dist, '.manifest.log'))).toBe(true);
    m.set(itemFile(1), 'r1000');
    m.flush();
    expect(fs.existsSync(path.join(dist, '.manifest.log'))).toBe(false);
    expect(whole(dist)[itemFile(1)]).toBe('r1000');
    expect(Object.keys(whole(dist))).toEqual([...Object.keys(whole(dist))].sort());
    m.set(itemFile(1), 'last');
    m.flush();
    fs.appendFileSync(path.join(dist, '.manifest.log'), `${itemFile(2)}\tcut-sh`);
    const again = openManifest(dist);
    expect(again.get(itemFile(1))).toBe('last');
    expect(again.get(itemFile(2))).toBe(m.get(itemFile(2)));
  });
});
