/**
 * 预存款: the shopper's balance and ledger (`deposit/info`, `deposit/list`, as ECShopX's member
 * deposit pages read them), and the console's top-up / adjustment of one member (audited, reason required).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, idParams, int, NO_INPUT, oneOf, opt, page, pageSize, text } from '../../http/schema';
import { recordChange } from '../console/audit';
import { journalPage, KIND_LABEL, MAX_DEPOSIT_CHANGE, moveDeposit, type DepositKind } from './deposit.service';
import './hooks';

type JournalRow = Awaited<ReturnType<typeof journalPage>>['rows'][number];
const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** One ledger row as the member centre shows it (money in fen; income/outcome as ECShopX splits them). */
export function journalView(r: JournalRow) {
  return {
    id: r.id, trade_type: r.kind, trade_type_name: KIND_LABEL[r.kind as DepositKind] ?? r.kind, money: Math.abs(r.amount),
    income: r.amount > 0 ? r.amount : 0, outcome: r.amount < 0 ? -r.amount : 0, balance: r.balance, detail: r.remark,
    order_id: r.kind === 'pay' || r.kind === 'cancel' || r.kind === 'refund' ? (r.remark.match(/订单(\d+)/)?.[1] ?? '') : '',
    created: seconds(r.created_at), time_start: seconds(r.created_at),
  };
}

export async function depositRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/deposit/info', { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) }, async (r) => {
    const m = await db.selectFrom('members').select('deposit').where('user_id', '=', r.member!.user_id).executeTakeFirstOrThrow();
    return { deposit: m.deposit, is_open: true };
  });

  app.get('/deposit/list', { preHandler: app.requireMember, ...declare({ input: fields({ page: opt(page()), pageSize: opt(pageSize(50)) }) }) }, async (r) => {
    const b = input(r);
    const { rows, total } = await journalPage(db, r.member!.user_id, param.int(b.page, 1)!, param.int(b.pageSize, 10)!);
    const m = await db.selectFrom('members').select('deposit').where('user_id', '=', r.member!.user_id).executeTakeFirstOrThrow();
    return { list: rows.map(journalView), total_count: total, deposit: m.deposit };
  });
}

const byMember = { params: idParams(), paramsError: { status: 404, message: '会员不存在' } };
const ChangeInput = fields({
  kind: oneOf(['recharge', 'adjust'] as const, '调整类型只能是 充值 或 调整'),
  amount: int(-MAX_DEPOSIT_CHANGE, MAX_DEPOSIT_CHANGE, `金额必须是-${MAX_DEPOSIT_CHANGE}到${MAX_DEPOSIT_CHANGE}之间的整数（分）`),
  reason: opt(text(100)),
});

export async function depositAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });

  app.get('/members/:id/deposit', op({ ...byMember, input: fields({ page: opt(page()), pageSize: opt(pageSize(100)) }) }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const m = await db.selectFrom('members').select('deposit').where('user_id', '=', id).executeTakeFirst();
    if (!m) throw notFound('会员不存在');
    const b = input(req);
    const { rows, total } = await journalPage(db, id, param.int(b.page, 1)!, param.int(b.pageSize, 20)!);
    return { deposit: m.deposit, list: rows.map(journalView), total_count: total };
  });

  // 充值 adds money the shopper paid the shop outside the system; 调整 corrects either way. Both need a reason.
  app.post('/members/:id/deposit', op({ ...byMember, input: ChangeInput }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const b = input(req);
    const reason = param.str(b.reason).trim();
    if (!reason) throw new BizError('请填写调整原因', 422, undefined, { reason: ['请填写调整原因'] });
    const kind = param.str(b.kind) as 'recharge' | 'adjust';
    const amount = param.int(b.amount)!;
    if (amount === 0) throw new BizError('金额不能为0', 422, undefined, { amount: ['金额不能为0'] });
    if (kind === 'recharge' && amount < 0) throw new BizError('充值金额必须大于0', 422, undefined, { amount: ['充值金额必须大于0'] });
    const before = await db.selectFrom('members').select('deposit').where('user_id', '=', id).executeTakeFirst();
    if (!before) throw notFound('会员不存在');
    const deposit = await db.transaction().execute((trx) => moveDeposit(trx, { userId: id, amount, kind, remark: `${KIND_LABEL[kind]}：${reason}`, operatorId: req.operator!.operator_id }));
    recordChange(req, { action: kind === 'recharge' ? '预存款充值' : '预存款调整', entity: 'member', entity_id: id, before: { deposit: before.deposit }, after: { deposit, amount, reason } });
    return { user_id: id, deposit };
  });
}
