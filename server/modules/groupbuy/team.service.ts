/**
 * Teams of a group buy. A seat is taken when the order is written (guarded UPDATE on joined_num, the
 * CHECK keeps it within person_num); paying counts the seat (paid_num); the payment that fills the
 * team moves every member's order WAIT_GROUPS_SUCCESS → PAYED in the same transaction. An unpaid
 * order that closes frees its seat. Expiry and refunds live in refund.service.ts.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';
import { move } from '../order/order.actions';
import type { OrderMoveHook } from '../order/hooks';
import { GROUP_ERRORS as E } from './rules';

type Trx = Transaction<DB>;
type Executor = Database | Trx;

export interface GroupLine { groups_activity_id: number; item_id: number; act_price: number; num: number }

/** The activity is live and (when joining) the team has a free seat the member may take. Read-only. */
export async function groupLine(db: Executor, userId: number, activityId: number, teamId: string | null, now = new Date()): Promise<GroupLine> {
  const a = await db.selectFrom('group_activities').selectAll().where('groups_activity_id', '=', activityId).executeTakeFirst();
  if (!a || a.disabled) throw new BizError(E.missing);
  if (now < new Date(a.begin_time)) throw new BizError(E.notStarted);
  if (now >= new Date(a.end_time)) throw new BizError(E.ended);
  if (teamId) {
    const t = await db.selectFrom('group_teams').selectAll().where('team_id', '=', teamId).where('groups_activity_id', '=', activityId).executeTakeFirst();
    if (!t) throw new BizError(E.team);
    if (t.status !== 'WAITING' || new Date(t.expires_at) <= now || t.joined_num >= t.person_num) throw new BizError(E.full);
    const mine = await db.selectFrom('group_team_members').select('id').where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
    if (mine) throw new BizError(E.twice);
  }
  return { groups_activity_id: a.groups_activity_id, item_id: a.item_id, act_price: a.act_price, num: 1 };
}

async function newTeamId(trx: Trx): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('group_team_seq')::text AS n`.execute(trx);
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}${rows[0].n.padStart(6, '0')}`;
}

/** Inside the order's transaction: start a team (chief) or take a seat in one. Returns the team id. */
export async function takeSeat(trx: Trx, userId: number, activityId: number, teamId: string | null, orderId: string, now = new Date()): Promise<string> {
  let team = teamId;
  if (!team) {
    const a = await trx.selectFrom('group_activities').select(['person_num', 'limit_minutes']).where('groups_activity_id', '=', activityId).executeTakeFirstOrThrow();
    team = await newTeamId(trx);
    await trx.insertInto('group_teams').values({ team_id: team, groups_activity_id: activityId, chief_user_id: userId, person_num: a.person_num, joined_num: 1,
      expires_at: new Date(now.getTime() + a.limit_minutes * 60_000) }).execute();
  } else {
    const seat = await trx.updateTable('group_teams').set({ joined_num: sql`joined_num + 1` })
      .where('team_id', '=', team).where('groups_activity_id', '=', activityId).where('status', '=', 'WAITING')
      .where('expires_at', '>', now).where(sql<boolean>`joined_num < person_num`).returning('team_id').executeTakeFirst();
    if (!seat) throw new BizError(E.full);
  }
  const added = await trx.insertInto('group_team_members').values({ team_id: team, user_id: userId, order_id: orderId, is_chief: !teamId })
    .onConflict((oc) => oc.constraint('group_team_members_once').doNothing()).returning('id').executeTakeFirst();
  if (!added) throw new BizError(E.twice);
  await trx.updateTable('orders').set({ team_id: team }).where('order_id', '=', orderId).execute();
  return team;
}

/** Paid: the seat counts; the payment that fills the team completes every member's order. */
async function seatPaid(trx: Trx, orderId: string, teamId: string): Promise<void> {
  await trx.updateTable('group_team_members').set({ paid: true }).where('order_id', '=', orderId).execute();
  const t = await trx.updateTable('group_teams').set({ paid_num: sql`paid_num + 1` }).where('team_id', '=', teamId).returningAll().executeTakeFirstOrThrow();
  if (t.status !== 'WAITING' || t.paid_num < t.person_num) return;
  const done = await trx.updateTable('group_teams').set({ status: 'SUCCESS', finished_at: new Date() }).where('team_id', '=', teamId).where('status', '=', 'WAITING').executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return;
  const waiting = await trx.selectFrom('orders').selectAll().where('team_id', '=', teamId).where('order_status', '=', 'WAIT_GROUPS_SUCCESS').orderBy('order_id').forUpdate().execute();
  for (const o of waiting) await move(trx, o, 'group_success');
}

/** An unpaid order that closed gives its seat back (the team may still fill up). */
async function seatFreed(trx: Trx, orderId: string, teamId: string): Promise<void> {
  const gone = await trx.deleteFrom('group_team_members').where('order_id', '=', orderId).where('paid', '=', false).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 1) await trx.updateTable('group_teams').set({ joined_num: sql`joined_num - 1` }).where('team_id', '=', teamId).where('status', '=', 'WAITING').execute();
}

export const groupOrderHook: OrderMoveHook = async (trx, before, after, event) => {
  if (after.order_class !== 'groups' || !after.team_id) return;
  if (event === 'pay_group') await seatPaid(trx, after.order_id, after.team_id);
  else if (before.order_status === 'NOTPAY' && after.order_status === 'CANCEL') await seatFreed(trx, after.order_id, after.team_id);
};
