/**
 * Shop settings in `shop_settings` (key → JSON). Public groups are read back by the console; secrets
 * (payment and SMS keys) are kept under `secret:*` keys that no route returns — the console only learns
 * whether each key is set. Payment keys stored here override the environment's (README § Configuration).
 */
import { z } from 'zod';
import type { Database } from '../../db/database.server';
import { INT4_MAX } from '../../http/schema';
import { SITE_NAME } from '../../../src/lib/constants';
import { DEFAULT_POINT_RULE } from '../points/points.rules';

const plain = (label: string, max: number) => z.string({ invalid_type_error: `${label}必须是文本` }).trim().max(max, `${label}不能超过${max}个字符`).refine((s) => !/[\u0000-\u001f\u007f<>]/.test(s), `${label}含有不允许的字符`);
const imageUrl = (label: string) => z.string().trim().max(500, `${label}地址过长`).refine((u) => u === '' || /^\/media\/[\w./-]+$/.test(u), `${label}请通过上传设置`);
const int = (label: string, min: number, max: number) => z.coerce.number({ invalid_type_error: `${label}必须是数字` }).int(`${label}必须是整数`).min(min, `${label}必须在${min}到${max}之间`).max(max, `${label}必须在${min}到${max}之间`);
const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const PAYMENT_METHODS = { wxpaypc: '微信支付', alipay: '支付宝', testpay: '测试支付' } as const;
export const SMS_PROVIDERS = { log: '开发模式（验证码写入服务器日志）', aliyun: '阿里云短信' } as const;

/** Each public group: its schema (messages name the field) and its default. */
export const SETTING_GROUPS = {
  site: {
    label: '站点', schema: z.object({ site_name: plain('站点名称', 40).pipe(z.string().min(1, '请填写站点名称')), logo: imageUrl('Logo'), login_background: imageUrl('登录页背景'), mobile_redirect: z.string().trim().max(200, '移动端跳转地址过长').refine((u) => u === '' || /^https?:\/\/[\w.-]+(:\d+)?(\/[\w./?=&%-]*)?$/.test(u), '移动端跳转地址必须是 http(s) 网址'), statistics_id: plain('统计代码ID', 64) }),
    defaults: { site_name: SITE_NAME, logo: '', login_background: '', mobile_redirect: '', statistics_id: '' },
  },
  point_rule: {
    label: '积分规则', schema: z.object({ enabled: bool, gain_point: int('每元获得积分', 0, 100), deduct_point: int('多少积分抵1元', 1, 10000), deduct_proportion_limit: int('抵扣上限（%）', 0, 100) }),
    defaults: DEFAULT_POINT_RULE,
  },
  hot_words: {
    label: '热门搜索词', schema: z.object({ words: z.array(plain('搜索词', 20).pipe(z.string().min(1, '搜索词不能为空'))).max(20, '热门搜索词最多20个') }),
    defaults: { words: ['花椒', '火锅底料', '辣椒面', '孜然', '礼盒'] },
  },
  payment: {
    label: '支付方式', schema: z.object(Object.fromEntries(Object.keys(PAYMENT_METHODS).map((k) => [k, bool])) as Record<keyof typeof PAYMENT_METHODS, typeof bool>),
    defaults: { wxpaypc: true, alipay: true, testpay: true } as Record<keyof typeof PAYMENT_METHODS, boolean>,
  },
  sms: {
    label: '短信服务', schema: z.object({ provider: z.enum(Object.keys(SMS_PROVIDERS) as ['log', 'aliyun'], { errorMap: () => ({ message: '短信服务商不正确' }) }), sign_name: plain('短信签名', 20), template_code: plain('模板编号', 40) }),
    defaults: { provider: 'log', sign_name: '', template_code: '' },
  },
} as const;
export type SettingGroup = keyof typeof SETTING_GROUPS;

/** Secret fields per group: written by the console, never read back. Names are the environment's. */
export const SECRET_FIELDS = {
  payment: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'WXPAY_MCHID', 'WXPAY_APPID', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY', 'WXPAY_APIV3_KEY', 'WXPAY_PLATFORM_PUBLIC_KEY'],
  sms: ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET'],
} as const;

/** `forShare` (inside a transaction): a save of this group waits until the transaction ends. */
export async function readSetting<G extends SettingGroup>(db: Database, group: G, forShare = false): Promise<z.infer<(typeof SETTING_GROUPS)[G]['schema']>> {
  const q = db.selectFrom('shop_settings').select('value').where('key', '=', group);
  const row = await (forShare ? q.forShare() : q).executeTakeFirst();
  return { ...SETTING_GROUPS[group].defaults, ...((row?.value as object) ?? {}) } as never;
}

export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db.insertInto('shop_settings').values({ key, value: JSON.stringify(value) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() })).execute();
}

export async function readSecrets(db: Database, group: keyof typeof SECRET_FIELDS): Promise<Record<string, string>> {
  const row = await db.selectFrom('shop_settings').select('value').where('key', '=', `secret:${group}`).executeTakeFirst();
  return (row?.value as Record<string, string>) ?? {};
}

/** Which secrets are set (the only thing the console learns about them). */
export async function secretsConfigured(db: Database, group: keyof typeof SECRET_FIELDS): Promise<Record<string, boolean>> {
  const stored = await readSecrets(db, group);
  return Object.fromEntries(SECRET_FIELDS[group].map((k) => [k, Boolean(stored[k] || process.env[k])]));
}

/** The environment the payment providers read: stored keys over the process environment. */
export async function paymentEnv(db: Database): Promise<NodeJS.ProcessEnv> {
  return { ...process.env, ...(await readSecrets(db, 'payment')) };
}

/** Payment methods switched on in the console (all on until an operator switches one off). */
export async function paymentEnabled(db: Database, code: string): Promise<boolean> {
  const s = await readSetting(db, 'payment');
  return (s as Record<string, boolean>)[code] !== false;
}
