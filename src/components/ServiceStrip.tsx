/**
 * 服务承诺: the footer's service promises (src/lib/service-promises.ts) repeated where a shopper decides, the cart and
 * the item page, as large shops do beside the buy and checkout buttons. Static HTML from the compiler: no script.
 */
import type { ServicePromise } from '../lib/service-promises';

export function ServiceStrip({ promises }: { promises: readonly ServicePromise[] }) {
  if (!promises.length) return null;
  return (
    <section className="svc-strip" aria-label="服务承诺" data-testid="service-strip">
      <ul>
        {promises.map((p) => (
          <li key={p.title}>
            <span className="svc-mark" aria-hidden="true" />
            <span className="svc-title">{p.title}</span>
            {p.detail ? <span className="svc-detail">{p.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
