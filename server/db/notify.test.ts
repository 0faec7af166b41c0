import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/app';
import { createNotifier, type Notifier } from './notify.server';

let url: string;
let drop: () => Promise<void>;
const open: Notifier[] = [];
beforeAll(async () => { ({ url, drop } = await createTestDatabase()); });
afterAll(async () => { for (const n of open) await n.close(); await drop(); });

const notifier = () => { const n = createNotifier(url); open.push(n); return n; };

describe('notifications between processes', () => {
  it('delivers to every other process on the database, never back to the sender', async () => {
    const a = notifier();
    const b = notifier();
    const c = notifier();
    const got: Record<string, unknown[]> = { a: [], b: [], c: [] };
    await a.subscribe('pages_changed', (p) => got.a.push(p));
    await b.subscribe('pages_changed', (p) => got.b.push(p));
    await c.subscribe('pages_changed', (p) => got.c.push(p));
    await a.publish('pages_changed', { slots: ['home'] });
    await expect.poll(() => got.b.length + got.c.length).toBe(2);
    expect(got.b[0]).toEqual({ slots: ['home'] });
    expect(got.c[0]).toEqual({ slots: ['home'] });
    expect(got.a).toEqual([]);
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(notifier().publish('x; DROP TABLE members', {})).rejects.toThrow();
  });
});
