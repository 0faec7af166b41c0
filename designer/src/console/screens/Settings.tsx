/** 设置: one form per group (站点, 积分规则, 热门搜索词, 支付方式, 短信服务) and the write-only keys (payment keys: 管理员 only). */
import { useEffect, useState } from 'react';
import { adm } from '../api';
import { ResourceForm, type FieldDef, type Values } from '../Form';
import { toast } from '../../store/ui';
import { $shopHotWords } from '../../store/hotWords';

interface AllSettings {
  site: Values; point_rule: Values; hot_words: { words: string[] }; payment: Record<string, boolean>; sms: Values;
  payment_methods: Record<string, string>; sms_providers: Record<string, string>; secrets: { payment: Record<string, boolean>; sms: Record<string, boolean> };
}
const str = (v: Values) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'boolean' ? x : String(x)]));
const KEY_LABELS: Record<string, string> = {
  ALIPAY_APP_ID: '支付宝 AppID', ALIPAY_PRIVATE_KEY: '支付宝应用私钥', ALIPAY_PUBLIC_KEY: '支付宝公钥', WXPAY_MCHID: '微信商户号', WXPAY_APPID: '微信 AppID',
  WXPAY_SERIAL_NO: '微信证书序列号', WXPAY_PRIVATE_KEY: '微信商户私钥', WXPAY_APIV3_KEY: '微信 APIv3 密钥', WXPAY_PLATFORM_PUBLIC_KEY: '微信平台公钥',
  SMS_ACCESS_KEY_ID: 'AccessKey ID', SMS_ACCESS_KEY_SECRET: 'AccessKey Secret',
};

/** A save that rebuilt storefront pages says how many. */
const savedMessage = (title: string, r: unknown) => {
  const pages = (r as { rebuilt?: { pages?: string[] } } | undefined)?.rebuilt?.pages;
  return pages ? `${title}已保存，已更新 ${pages.length} 个页面` : `${title}已保存`;
};

function Group({ title, fields, initial, save, note }: { title: string; fields: FieldDef[]; initial: Values; save(v: Values): Promise<unknown>; note?: string }) {
  return <div className="cs-card"><h2>{title}</h2>{note ? <p className="dz-muted">{note}</p> : null}
    <ResourceForm id={`form-${title}`} fields={fields} initial={initial} submitLabel={`保存${title}`} onSubmit={async (v) => { toast(savedMessage(title, await save(v)), 'success'); }} /></div>;
}

function Keys({ group, title, configured, note }: { group: 'payment' | 'sms'; title: string; configured: Record<string, boolean>; note: string }) {
  const [state, setState] = useState(configured);
  const fields = Object.keys(configured).map((k) => ({ name: k, label: KEY_LABELS[k] ?? k, type: (/KEY$|SECRET/.test(k) && !/ID$/.test(k) ? 'textarea' : 'text') as FieldDef['type'], hint: state[k] ? '已设置（不显示），填写新值将替换' : '未设置' }));
  return <div className="cs-card"><h2>{title}</h2><p className="dz-muted">{note}</p>
    <ResourceForm key={JSON.stringify(state)} id={`keys-${group}`} fields={fields} initial={Object.fromEntries(fields.map((f) => [f.name, '']))} submitLabel="保存密钥"
      onSubmit={async (v) => { const r = await adm.put<{ configured: Record<string, boolean> }>(`settings/${group}/keys`, Object.fromEntries(Object.entries(v).filter(([, x]) => x !== ''))); setState(r.configured); toast('密钥已保存', 'success'); }} /></div>;
}

export function Settings() {
  const [s, setS] = useState<AllSettings | null>(null);
  const [error, setError] = useState('');
  useEffect(() => { adm.get<AllSettings>('settings').then(setS, (e: Error) => setError(e.message)); }, []);
  if (!s) return <section className="cs-screen"><p className="dz-empty">{error || '加载中…'}</p></section>;
  const put = (group: string) => (v: Values) => adm.put(`settings/${group}`, v);
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">系统设置</h1></div>
      <div className="cs-grid">
        <Group title="站点" initial={str(s.site)} save={put('site')} fields={[
          { name: 'site_name', label: '站点名称', required: true, hint: '显示在登录、注册页' }, { name: 'logo', label: 'Logo', type: 'image', hint: '登录、注册页顶部的标志' }, { name: 'login_background', label: '登录页背景', type: 'image' },
          { name: 'mobile_redirect', label: '移动端跳转地址', hint: '手机访问时跳转的 H5 商城地址，留空不跳转' }, { name: 'statistics_id', label: '统计代码 ID' }]} />
        <Group title="积分规则" initial={str(s.point_rule)} save={put('point_rule')} fields={[
          { name: 'enabled', label: '积分抵扣', type: 'switch', hint: '允许下单时用积分抵扣' }, { name: 'gain_point', label: '每消费1元获得积分', type: 'number' },
          { name: 'deduct_point', label: '多少积分抵1元', type: 'number' }, { name: 'deduct_proportion_limit', label: '抵扣上限（%）', type: 'number' }]} />
        <Group title="热门搜索词" note="显示在每个页面顶部的搜索框下，保存后所有页面随之更新。" initial={{ words: s.hot_words.words.join('\n') }} save={async (v) => {
          const saved = await adm.put<{ words: string[] }>('settings/hot_words', { words: String(v.words).split('\n').map((w) => w.trim()).filter(Boolean) });
          $shopHotWords.set(saved.words); // the designer's header shows them at once
          return saved;
        }}
          fields={[{ name: 'words', label: '搜索词', type: 'list', hint: '每行一个，最多20个' }]} />
        <Group title="支付方式" initial={s.payment} save={put('payment')} note="关闭的支付方式不会出现在收银台。" fields={Object.entries(s.payment_methods).map(([k, l]) => ({ name: k, label: l, type: 'switch' as const, hint: '开启' }))} />
        <Group title="短信服务" initial={str(s.sms)} save={put('sms')} fields={[
          { name: 'provider', label: '服务商', type: 'select', options: Object.entries(s.sms_providers).map(([value, label]) => ({ value, label })) },
          { name: 'sign_name', label: '短信签名' }, { name: 'template_code', label: '验证码模板编号' }]} />
        <Keys group="sms" title="短信密钥" configured={s.secrets.sms} note="密钥只写入服务器，保存后不再显示。" />
        <Keys group="payment" title="支付密钥" configured={s.secrets.payment} note="仅管理员可修改。密钥只写入服务器，保存后不再显示；此处设置优先于环境变量。" />
      </div>
    </section>
  );
}
