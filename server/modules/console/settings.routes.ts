/**
 * /api/admin/settings: 站点 (name, logo, login background, mobile redirect, statistics), 积分规则, 热门搜索词,
 * 支付方式 (which are on), 短信服务, and the keys of payment and SMS. Keys are write-only: the answer says
 * only whether each is set. Payment keys are for 管理员 only (the server refuses 运营).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, NO_INPUT, oneOf, opt, page, pageSize, sameAs, text } from '../../http/schema';
import { recordChange } from './audit';
import { requireAdmin } from './roles';
import { privateKeyOf, publicKeyOf } from '../payment/keys';
import { PAYMENT_METHODS, SECRET_FIELDS, SETTING_GROUPS, SMS_PROVIDERS, readSecrets, readSetting, secretsConfigured, writeSetting, type SettingGroup } from './settings.service';

const GROUPS = Object.keys(SETTING_GROUPS) as [SettingGroup, ...SettingGroup[]];
const keyText = z.string({ invalid_type_error: '密钥必须是文本' }).max(8000, '密钥过长').refine((s) => !/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/.test(s), '密钥含有不允许的字符');

function parse<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const i of r.error.issues) (errors[i.path.join('.') || '_'] ??= []).push(i.message);
  throw new BizError(r.error.issues[0].message, 422, undefined, errors);
}

/** Settings the static pages show: hot words are in every page's header, the site name in every title (every page is rebuilt). */
const SLOTS_SHOWING: Partial<Record<SettingGroup, string[]>> = { hot_words: ['header'], site: ['site'] };

export default async function settingsRoutes(app: FastifyInstance, { db, onPublish }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0], admin = false) => ({ preHandler: admin ? [app.requireOperator, requireAdmin] : app.requireOperator, ...declare(d) });

  app.get('/settings', op({ input: NO_INPUT }), async () => {
    const groups = Object.fromEntries(await Promise.all(GROUPS.map(async (g) => [g, await readSetting(db, g)])));
    return { ...groups, payment_methods: PAYMENT_METHODS, sms_providers: SMS_PROVIDERS, secrets: { payment: await secretsConfigured(db, 'payment'), sms: await secretsConfigured(db, 'sms') } };
  });

  app.put('/settings/:group', op({ params: fields({ group: oneOf(GROUPS, '设置项不存在') }), paramsError: { status: 404, message: '设置项不存在' }, input: fields({}) }), async (req) => {
    const group = (req.params as { group: SettingGroup }).group;
    const { schema } = SETTING_GROUPS[group];
    const body = input(req);
    const value = parse(schema as z.ZodTypeAny, Object.fromEntries(Object.keys((schema as z.AnyZodObject).shape).map((k) => [k, body[k]])));
    const before = await readSetting(db, group);
    await writeSetting(db, group, value);
    recordChange(req, { action: `修改${SETTING_GROUPS[group].label}设置`, entity: 'setting', entity_id: group, before, after: value });
    const slots = SLOTS_SHOWING[group];
    const rebuilt = slots && onPublish ? await onPublish(slots) : undefined;
    return { ...(await readSetting(db, group)), ...(rebuilt ? { rebuilt } : {}) };
  });

  /** Write-only keys; an empty value clears one. Payment keys: 管理员 only. */
  for (const group of Object.keys(SECRET_FIELDS) as (keyof typeof SECRET_FIELDS)[]) {
    const shape = Object.fromEntries(SECRET_FIELDS[group].map((k) => [k, keyText.optional()]));
    app.put(`/settings/${group}/keys`, op({ input: fields(Object.fromEntries(SECRET_FIELDS[group].map((k) => [k, sameAs(keyText.optional())]))) }, group === 'payment'), async (req) => {
      const body = parse(z.object(shape), Object.fromEntries(SECRET_FIELDS[group].map((k) => [k, input(req)[k]])));
      const stored = await readSecrets(db, group);
      const next = { ...stored };
      for (const [k, v] of Object.entries(body)) if (typeof v === 'string') { if (v.trim()) next[k] = v.trim(); else delete next[k]; }
      // A key the providers could not read would break every payment (and its notifications): refused here.
      for (const k of Object.keys(body)) if (next[k] && !keyReadable(k, next[k])) throw new BizError(`密钥格式不正确：${k}`);
      await writeSetting(db, `secret:${group}`, next);
      // The log names which keys changed, never their values.
      recordChange(req, { action: `修改${group === 'payment' ? '支付' : '短信'}密钥`, entity: 'setting', entity_id: `${group}_keys`, before: Object.keys(stored), after: Object.keys(next) });
      return { status: true, configured: await secretsConfigured(db, group) };
    });
  }

  app.get('/operation-logs', op({ input: fields({ keywords: opt(text(64)), entity: opt(text(32)), entity_id: opt(text(64)), operator_name: opt(text(64)), page: opt(page()), pageSize: opt(pageSize(100)) }) }), async (req) => {
    const b = input(req);
    const p = param.int(b.page, 1)!; const size = param.int(b.pageSize, 20)!;
    let q = db.selectFrom('operation_logs');
    if (b.entity) q = q.where('entity', '=', param.str(b.entity));
    if (b.entity_id) q = q.where('entity_id', '=', param.str(b.entity_id));
    if (b.operator_name) q = q.where('operator_name', '=', param.str(b.operator_name));
    const kw = param.str(b.keywords);
    if (kw) q = q.where((eb) => eb.or([eb('action', 'ilike', `%${kw.replace(/[\\%_]/g, '\\$&')}%`), eb('path', 'ilike', `%${kw.replace(/[\\%_]/g, '\\$&')}%`), eb('entity_id', '=', kw)]));
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const list = await q.selectAll().orderBy('log_id', 'desc').limit(size).offset((p - 1) * size).execute();
    return { list, total_count: Number(n) };
  });
}

/** RSA keys must parse as the payment providers read them (PEM or base64 DER). */
function keyReadable(name: string, value: string): boolean {
  try {
    if (name.endsWith('_PRIVATE_KEY')) privateKeyOf(value);
    else if (name.endsWith('_PUBLIC_KEY')) publicKeyOf(value);
    return true;
  } catch { return false; }
}
