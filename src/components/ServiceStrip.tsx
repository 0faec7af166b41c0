/**
 * 服务承诺: the footer's service promises (src/lib/service-promises.ts) repeated where a shopper decides, as large shops
 * do: a band over 猜你喜欢 on the cart page (static HTML from the compiler), and a compact 服务 row under the item
 * page's buy buttons (headings only, the line of detail as their title).
 */
import type { ServicePromise } from '../lib/service-promises';

export function ServiceStrip({ promises, compact }: { promises: readonly ServicePromise[]; compact?: boolean }) {
  if (!promises.length) return null;
  return (
    <section className={compact ? 'svc-strip svc-compact' : 'svc-strip'} aria-label="服务承诺" data-testid="service-strip">
      <ul>
        {promises.map((p) => (
          <li key={p.title} title={compact && p.detail ? p.detail : undefined}>
            <span className="svc-mark" aria-hidden="true" />
            <span className="svc-title">{p.title}</span>
            {!compact && p.detail ? <span className="svc-detail">{p.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
