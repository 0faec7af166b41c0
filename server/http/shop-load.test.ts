/** The shop tells background work when it is busy serving, and stops telling it once it is quiet. */
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchShopLoad } from './shop-load';

beforeEach(() => { vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }); });
afterEach(() => { vi.useRealTimers(); });

describe('shop load', () => {
  it('reports busy for each window with enough requests, and nothing for a quiet one', () => {
    const server = new EventEmitter() as unknown as Server;
    const reports: number[] = [];
    // The event loop's own load is left out here (a threshold it cannot reach): only requests count.
    const stop = watchShopLoad(server, (ms) => reports.push(ms), { windowMs: 100, busyRequests: 3, busyElu: 2, holdMs: 300 });
    const requests = (n: number) => { for (let i = 0; i < n; i++) server.emit('request'); };

    requests(5);
    vi.advanceTimersByTime(100);
    expect(reports).toEqual([300]);
    requests(2); // below the threshold
    vi.advanceTimersByTime(100);
    expect(reports).toEqual([300]);
    requests(3);
    vi.advanceTimersByTime(100);
    expect(reports).toEqual([300, 300]);
    vi.advanceTimersByTime(500); // quiet
    expect(reports).toEqual([300, 300]);

    stop();
    requests(10);
    vi.advanceTimersByTime(100);
    expect(reports).toEqual([300, 300]);
    expect(server.listenerCount('request')).toBe(0);
  });

  it('a report that fails never throws into the server', () => {
    const server = new EventEmitter() as unknown as Server;
    const stop = watchShopLoad(server, () => { throw new Error('compiler gone'); }, { windowMs: 100, busyRequests: 1, busyElu: 2, holdMs: 300 });
    server.emit('request');
    expect(() => vi.advanceTimersByTime(100)).not.toThrow();
    stop();
  });
});
