/**
 * Merchant entry (商家入驻): SMS login creates the merchant on first use; the settlement application is
 * saved step by step (in order), submitted with the last step, then audited by the operator. An
 * approved application opens the merchant's shop in the same transaction.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { verifySmsCode } from '../account/sms/codes.service';
import { requireMobile } from '../account/account.service';
import { AUDIT_LABELS, pickStep, stepError, type StepNo } from '../../../src/lib/merchant-apply';
import './tables';
import '../shop/tables';

export const MERCHANT_CODE_TYPE = 'merchant_login';

export async function merchantLogin(db: Database, mobile: string, vcode: string, now: Date): Promise<number> {
  requireMobile(mobile);
  if (!vcode) throw new BizError('请输入短信验证码');
  await verifySmsCode(db, mobile, MERCHANT_CODE_TYPE, vcode, now);
  const row = await db.insertInto('merchants').values({ mobile }).onConflict((oc) => oc.column('mobile').doUpdateSet({ mobile }))
    .returning(['merchant_id', 'disabled']).executeTakeFirstOrThrow();
  if (row.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
  return row.merchant_id;
}

export async function merchantTypes(db: Database) {
  const rows = await db.selectFrom('merchant_types').selectAll().orderBy('sort').orderBy('type_id').execute();
  return rows.filter((r) => r.parent_id === 0).map((p) => ({
    id: p.type_id, name: p.name, children: rows.filter((c) => c.parent_id === p.type_id).map((c) => ({ id: c.type_id, name: c.name, parent_id: p.type_id })),
  }));
}

async function applyOf(db: Database, merchantId: number) {
  return db.selectFrom('merchant_applies').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
}

/** Saves one step; step 3 submits the application for audit. Refused while pending or once approved. */
export async function saveStep(db: Database, merchantId: number, step: StepNo, body: Record<string, unknown>, now: Date) {
  const problem = stepError(step, body);
  if (problem) throw new BizError(problem);
  const fields = pickStep(step, body);
  if (step === 1) {
    const type = await db.selectFrom('merchant_types').select(['type_id', 'parent_id']).where('type_id', '=', Number(fields.merchant_type_id)).executeTakeFirst();
    if (!type || type.parent_id === 0) throw new BizError('请选择经营类目');
  }
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('merchant_applies').values({ merchant_id: merchantId, data: JSON.stringify({}) as never }).onConflict((oc) => oc.column('merchant_id').doNothing()).execute();
    const cur = await trx.selectFrom('merchant_applies').selectAll().where('merchant_id', '=', merchantId).forUpdate().executeTakeFirstOrThrow();
    if (cur.audit_status === 'pending') throw new BizError('入驻申请审核中，暂不能修改');
    if (cur.audit_status === 'approved') throw new BizError('入驻申请已通过审核');
    // A rejected application is edited again from the step the merchant opens.
    const reached = cur.audit_status === 'rejected' ? 2 : cur.step;
    if (step > reached + 1) throw new BizError(`请先完成第${reached + 1}步`);
    const submit = step === 3;
    await trx.updateTable('merchant_applies').set({
      data: sql`data || ${JSON.stringify(fields)}::jsonb`, step: Math.max(step, cur.step),
      audit_status: submit ? 'pending' : 'editing', ...(submit ? { submitted_at: now, audit_memo: '' } : {}), updated_at: now,
    }).where('apply_id', '=', cur.apply_id).execute();
    return { step, audit_status: submit ? 'pending' : 'editing' };
  });
}

export async function applyDetail(db: Database, merchantId: number) {
  const a = await applyOf(db, merchantId);
  // The saved fields sit beside the status (a top-level `data` key would defeat the {data} envelope).
  if (!a) return { step: 0, audit_status: 'editing', audit_status_label: AUDIT_LABELS.editing };
  return { ...a.data, step: a.step, audit_status: a.audit_status, audit_status_label: AUDIT_LABELS[a.audit_status], audit_memo: a.audit_memo, distributor_id: a.distributor_id };
}

export async function auditStatus(db: Database, merchantId: number) {
  const a = await applyOf(db, merchantId);
  const status = a?.audit_status ?? 'editing';
  return {
    audit_status: status, audit_status_label: AUDIT_LABELS[status], audit_memo: a?.audit_memo ?? '', step: a?.step ?? 0,
    submitted_at: a?.submitted_at ? Math.floor(new Date(a.submitted_at).getTime() / 1000) : null,
    audited_at: a?.audited_at ? Math.floor(new Date(a.audited_at).getTime() / 1000) : null,
    distributor_id: a?.distributor_id ?? null,
  };
}

// ── operator ────────────────────────────────────────────────────────────────

export async function listApplies(db: Database, q: { status?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('merchant_applies as a').innerJoin('merchants as m', 'm.merchant_id', 'a.merchant_id');
  if (q.status) base = base.where('a.audit_status', '=', q.status as never);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await base.select(['a.apply_id', 'a.merchant_id', 'm.mobile', 'a.step', 'a.audit_status', 'a.audit_memo', 'a.data as application', 'a.distributor_id', 'a.submitted_at', 'a.audited_at'])
    .orderBy('a.submitted_at', 'desc').orderBy('a.apply_id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  return { list: list.map((r) => ({ ...r, audit_status_label: AUDIT_LABELS[r.audit_status] })), total_count: Number(total.n) };
}

export async function applyForOperator(db: Database, applyId: number) {
  const a = await db.selectFrom('merchant_applies as a').innerJoin('merchants as m', 'm.merchant_id', 'a.merchant_id').selectAll('a').select('m.mobile')
    .where('a.apply_id', '=', applyId).executeTakeFirst();
  if (!a) throw new BizError('入驻申请不存在', 404);
  const { data, ...rest } = a;
  return { ...rest, application: data, audit_status_label: AUDIT_LABELS[a.audit_status] };
}

/** Approves a pending application and opens its shop; a second approval (or a race) finds it no longer pending. */
export async function approveApply(db: Database, applyId: number, where: { lat?: number; lng?: number }, now: Date) {
  await db.transaction().execute(async (trx) => {
    const a = await trx.updateTable('merchant_applies').set({ audit_status: 'approved', audited_at: now, audit_memo: '' })
      .where('apply_id', '=', applyId).where('audit_status', '=', 'pending').returning(['merchant_id', 'data']).executeTakeFirst();
    if (!a) throw new BizError(await notPendingMessage(trx as unknown as Database, applyId));
    const d = a.data as Record<string, string>;
    const shop = await trx.insertInto('shops').values({
      distributor_id: sql<number>`nextval('shops_distributor_id_seq')`, name: d.merchant_name, province: d.province, city: d.city, area: d.area ?? '',
      address: `${d.province}${d.city}${d.area ?? ''}${d.address}`, mobile: d.contact_mobile, lat: where.lat ?? 0, lng: where.lng ?? 0,
      tags: JSON.stringify([{ tag_id: 5, tag_name: '入驻商家' }]) as never, merchant_id: a.merchant_id, hour: '09:00-21:00',
    }).returning('distributor_id').executeTakeFirstOrThrow();
    await trx.updateTable('merchant_applies').set({ distributor_id: shop.distributor_id }).where('apply_id', '=', applyId).execute();
  });
  return applyForOperator(db, applyId);
}

export async function rejectApply(db: Database, applyId: number, memo: string, now: Date) {
  if (!memo.trim()) throw new BizError('请填写驳回原因');
  const a = await db.updateTable('merchant_applies').set({ audit_status: 'rejected', audited_at: now, audit_memo: memo.trim() })
    .where('apply_id', '=', applyId).where('audit_status', '=', 'pending').returning('apply_id').executeTakeFirst();
  if (!a) throw new BizError(await notPendingMessage(db, applyId));
  return applyForOperator(db, applyId);
}

async function notPendingMessage(db: Database, applyId: number): Promise<string> {
  const row = await db.selectFrom('merchant_applies').select('audit_status').where('apply_id', '=', applyId).executeTakeFirst();
  if (!row) throw new BizError('入驻申请不存在', 404);
  return `该申请当前为“${AUDIT_LABELS[row.audit_status]}”，不能审核`;
}
