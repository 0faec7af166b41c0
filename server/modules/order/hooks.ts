/**
 * Domains that own part of an order (seckill tickets, group teams) follow its moves inside the
 * move's own transaction, so their bookkeeping happens exactly when, and as often as, the move does.
 * Modules register once at load; order.actions never imports them (no cycle).
 */
import type { Selectable, Transaction } from 'kysely';
import type { DB, OrdersTable } from '../../db/schema';
import type { OrderEvent } from './state-machine';

export type OrderMoveHook = (trx: Transaction<DB>, before: Selectable<OrdersTable>, after: Selectable<OrdersTable>, event: OrderEvent) => Promise<void>;

export const orderMoveHooks: OrderMoveHook[] = [];

export function onOrderMove(hook: OrderMoveHook): void {
  if (!orderMoveHooks.includes(hook)) orderMoveHooks.push(hook);
}
