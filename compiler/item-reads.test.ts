import { describe, expect, it } from 'vitest';
import { coalescedItemReads } from './item-reads';

/** A reader whose reads are held until released, recording what each read asked for. */
function heldReader() {
  const calls: { ids: number[]; release: (fail?: Error) => void }[] = [];
  const read = (ids: number[]) => new Promise<Map<number, string>>((resolve, reject) => {
    calls.push({ ids, release: (fail) => (fail ? reject(fail) : resolve(new Map(ids.filter((id) => id !== 404).map((id) => [id, `answer ${id}`])))) });
  });
  return { calls, read };
}
const turn = () => new Promise((r) => setImmediate(r));

describe('item answers read together when asked for together', () => {
  it('an id asked for with nothing in flight is read at once, alone', async () => {
    const { calls, read } = heldReader();
    const get = coalescedItemReads(read);
    const one = get(7);
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[7]]);
    calls[0].release();
    expect(await one).toBe('answer 7');
  });

  it('ids asked for while a read is in flight go together in the next read; each caller gets its own answer', async () => {
    const { calls, read } = heldReader();
    const get = coalescedItemReads(read);
    const first = get(1);
    await turn();
    const later = [get(2), get(3), get(404), get(2)];
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1]]); // nothing else while the first read is out
    calls[0].release();
    expect(await first).toBe('answer 1');
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1], [2, 3, 404]]);
    calls[1].release();
    expect(await Promise.all(later)).toEqual(['answer 2', 'answer 3', undefined, 'answer 2']);
  });

  it('ids asked for in the same turn are one read; a read takes at most `max` ids', async () => {
    const { calls, read } = heldReader();
    const get = coalescedItemReads(read, 2);
    const all = [get(1), get(2), get(3)];
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1, 2]]);
    calls[0].release();
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1, 2], [3]]);
    calls[1].release();
    expect(await Promise.all(all)).toEqual(['answer 1', 'answer 2', 'answer 3']);
  });

  it('with two reads allowed, an id asked for while one is out is read at once; more wait and go together', async () => {
    const { calls, read } = heldReader();
    const get = coalescedItemReads(read, 50, 2);
    const first = get(1);
    await turn();
    const second = get(2);
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1], [2]]); // not behind the first read
    const later = [get(3), get(4)];
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1], [2]]); // two out: the others wait
    calls[1].release();
    expect(await second).toBe('answer 2');
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1], [2], [3, 4]]);
    calls[0].release();
    calls[2].release();
    expect(await first).toBe('answer 1');
    expect(await Promise.all(later)).toEqual(['answer 3', 'answer 4']);
  });

  it('a failed read fails only its own callers; the next read goes on', async () => {
    const { calls, read } = heldReader();
    const get = coalescedItemReads(read);
    const failing = get(1);
    await turn();
    const next = get(2);
    calls[0].release(new Error('连接中断'));
    await expect(failing).rejects.toThrow('连接中断');
    await turn();
    calls[1].release();
    expect(await next).toBe('answer 2');
  });
});
