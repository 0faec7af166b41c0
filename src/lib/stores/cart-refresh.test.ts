/**
 * The cart store against a local HTTP server whose answers the test orders (issue 28: an add to cart whose
 * success was never shown, the mini cart left at the old lines): an older cart read answering after a newer
 * one must not put the old cart back, and a busy server (503, nothing done) on the read that follows an add
 * must not make the add look failed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

type Answer = { status: number; data: unknown };
type Handler = (path: string) => Promise<Answer> | Answer;
let handle: Handler;
let server: http.Server;
const seen: string[] = [];
let store: typeof import('./cart');

const cartOf = (...ids: number[]) => ({
  valid_cart: [{ shop_id: 0, shop_name: '川香源', cart_total_num: ids.length, cart_total_price: 0, cart_total_count: ids.length,
    list: ids.map((id) => ({ cart_id: id, item_id: id, item_name: `商品${id}`, pics: '', price: 100, num: 1, total_fee: 100, is_checked: true, item_spec_desc: '', store: 9 })) }],
  invalid_cart: [],
});
const ids = () => store.$cartLines.get().map((l) => l.cart_id);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/api\/h5app\/wxapp\//, '').split('?')[0];
      seen.push(`${req.method} ${path}`);
      void Promise.resolve(handle(path)).then(({ status, data }) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(status < 300 ? { data } : { data: { message: '服务繁忙，请稍后再试', status_code: status } }));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  vi.stubEnv('PUBLIC_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubGlobal('document', { cookie: 'ECSHOPX_TOKEN=member-token' });
  vi.resetModules();
  store = await import('./cart');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await new Promise((r) => server.close(r));
});
beforeEach(() => { seen.length = 0; });

describe('cart reads answered out of order', () => {
  it('an older read answering last does not put the old cart back', async () => {
    let releaseOld!: () => void;
    const oldHeld = new Promise<void>((r) => { releaseOld = r; });
    let lists = 0;
    handle = async (path) => {
      if (path === 'cart/list') {
        lists += 1;
        if (lists === 1) { await oldHeld; return { status: 200, data: cartOf(1) }; } // read before the add, answered late
        return { status: 200, data: cartOf(1, 2) };
      }
      if (path === 'cartcount') return { status: 200, data: { item_count: lists === 1 ? 1 : 2 } };
      return { status: 200, data: { status: true } };
    };
    const older = store.refreshCart();
    await vi.waitFor(() => expect(seen).toContain('GET cart/list'));
    await store.refreshCart();
    expect(ids()).toEqual([1, 2]);
    releaseOld();
    await older;
    expect(ids()).toEqual([1, 2]);
    expect(store.$cartCount.get()).toBe(2);
  });
});

describe('adding to the cart while the server is busy', () => {
  it('the add is reported done when the server took it, though the read after it was refused once; the cart then shows it', async () => {
    let refused = false;
    handle = (path) => {
      if (path === 'cart/list' && !refused) { refused = true; return { status: 503, data: null }; }
      if (path === 'cart/list') return { status: 200, data: cartOf(1, 3) };
      if (path === 'cartcount') return { status: 200, data: { item_count: 2 } };
      return { status: 200, data: { status: true } }; // POST cart
    };
    await expect(store.addToCart(3, 1)).resolves.toBeUndefined();
    expect(seen[0]).toBe('POST cart');
    await vi.waitFor(() => expect(ids()).toEqual([1, 3]), { timeout: 10_000 });
    expect(store.$cartCount.get()).toBe(2);
  });

  it('a refused add (503: nothing was done) is still a failure the shopper is told of', async () => {
    handle = (path) => (path === 'cart' ? { status: 503, data: null } : { status: 200, data: cartOf() });
    await expect(store.addToCart(4, 1)).rejects.toThrow('服务繁忙');
  });
});
