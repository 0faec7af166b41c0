/** Invoice titles a member saves, and the invoice copied onto an order (api-contract §4.14). */
import type { Database } from '../../db/database.server';
import type { OrderInvoice } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { param } from '../../http/wire';
import { isTaxId } from '../../../src/lib/validation';

export type InvoiceFields = Omit<OrderInvoice, 'invoice_type'>;

/** Validates invoice fields: a unit title needs a tax id of uppercase letters/digits, length 15/17/18/20. */
export function parseInvoiceFields(b: Record<string, unknown>): InvoiceFields {
  const title = param.str(b.title);
  if (title !== 'individual' && title !== 'unit') throw new BizError('请选择发票抬头类型');
  const f: InvoiceFields = {
    title, content: param.str(b.content), registration_number: param.str(b.registration_number),
    company_address: param.str(b.company_address), company_phone: param.str(b.company_phone),
    bankname: param.str(b.bankname), bankaccount: param.str(b.bankaccount),
  };
  if (!f.content || f.content.length > 100) throw new BizError(title === 'unit' ? '请填写单位名称' : '请填写个人姓名');
  if (title === 'unit' && !isTaxId(f.registration_number)) throw new BizError('请填写正确的纳税人识别号（15、17、18或20位大写字母或数字）');
  if (title === 'individual' && f.registration_number && !isTaxId(f.registration_number)) throw new BizError('请填写正确的纳税人识别号（15、17、18或20位大写字母或数字）');
  if (f.company_address.length > 200 || f.company_phone.length > 30 || f.bankname.length > 100 || f.bankaccount.length > 40) throw new BizError('发票信息过长');
  return f;
}

/** The order's invoice from checkout params (`invoice_type`, `invoice_content[...]`), or null when none is asked for. */
export function parseOrderInvoice(b: Record<string, unknown>): OrderInvoice | null {
  const content = b.invoice_content;
  const type = param.str(b.invoice_type);
  if (!type && (content === undefined || content === '')) return null;
  if (type && type !== 'normal') throw new BizError('暂不支持该发票类型');
  if (!content || typeof content !== 'object') throw new BizError('请填写发票信息');
  return { invoice_type: 'normal', ...parseInvoiceFields(content as Record<string, unknown>) };
}

type Row = { invoice_id: number; title: string; content: string; registration_number: string; company_address: string; company_phone: string; bankname: string; bankaccount: string; is_def: boolean };
const toInvoice = (r: Row) => ({ invoices_id: r.invoice_id, invoice_id: r.invoice_id, title: r.title, content: r.content, registration_number: r.registration_number,
  company_address: r.company_address, company_phone: r.company_phone, bankname: r.bankname, bankaccount: r.bankaccount, is_def: r.is_def });

export async function listInvoices(db: Database, userId: number) {
  const rows = await db.selectFrom('member_invoices').selectAll().where('user_id', '=', userId).orderBy('is_def', 'desc').orderBy('invoice_id', 'desc').execute();
  return { list: rows.map(toInvoice), total_count: rows.length };
}

export async function getInvoice(db: Database, userId: number, id: number) {
  const r = await db.selectFrom('member_invoices').selectAll().where('invoice_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!r) throw notFound('发票信息不存在');
  return toInvoice(r);
}

export async function saveInvoice(db: Database, userId: number, f: InvoiceFields, isDef: boolean, id?: number) {
  return db.transaction().execute(async (trx) => {
    if (!id) {
      const { n } = await trx.selectFrom('member_invoices').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(n) >= 20) throw new BizError('最多保存20个发票抬头');
    }
    if (isDef) await trx.updateTable('member_invoices').set({ is_def: false }).where('user_id', '=', userId).execute();
    const r = id
      ? await trx.updateTable('member_invoices').set({ ...f, is_def: isDef }).where('invoice_id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst()
      : await trx.insertInto('member_invoices').values({ user_id: userId, ...f, is_def: isDef }).returningAll().executeTakeFirst();
    if (!r) throw notFound('发票信息不存在');
    return toInvoice(r);
  });
}

export async function deleteInvoice(db: Database, userId: number, id: number) {
  const res = await db.deleteFrom('member_invoices').where('invoice_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('发票信息不存在');
  return { status: true };
}
