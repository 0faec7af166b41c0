/**
 * The merchant settlement application (商家入驻) in three steps: its fields, labels and checks. Pure:
 * the settle form checks each step before sending it, the server checks it again before saving.
 */
export const SETTLED_TYPES = [
  { value: 'enterprise', label: '企业' },
  { value: 'soletrader', label: '个体工商户' },
] as const;

export const APPLY_STEPS = ['入驻类型', '主体信息', '结算信息'] as const;
export type StepNo = 1 | 2 | 3;

export const AUDIT_LABELS: Record<string, string> = { editing: '资料填写中', pending: '审核中', approved: '审核通过', rejected: '审核未通过' };

export interface Step1 { settled_type: string; merchant_type_id: number }
export interface Step2 {
  merchant_name: string; social_credit_code: string; legal_name: string; legal_id_card: string; license_url: string;
  province: string; city: string; area: string; address: string;
}
export interface Step3 { bank_account_name: string; bank_name: string; bank_account_no: string; contact_mobile: string }
export type ApplyData = Partial<Step1 & Step2 & Step3>;

export const STEP_FIELDS: Record<StepNo, readonly string[]> = {
  1: ['settled_type', 'merchant_type_id'],
  2: ['merchant_name', 'social_credit_code', 'legal_name', 'legal_id_card', 'license_url', 'province', 'city', 'area', 'address'],
  3: ['bank_account_name', 'bank_name', 'bank_account_no', 'contact_mobile'],
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** The upload answers an absolute URL (the API's media origin); the application keeps the site path. */
const sitePath = (v: string) => v.replace(/^https?:\/\/[^/]+(?=\/media\/)/, '');
/** 18-digit mainland ID card: 17 digits and a check digit or X, with the ISO 7064 checksum. */
export function isIdCard(v: string): boolean {
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = w.reduce((n, k, i) => n + k * Number(v[i]), 0);
  return '10X98765432'[sum % 11] === v[17];
}
/** Unified social credit code: 18 characters of digits and capitals without I, O, S, V, Z. */
export const isCreditCode = (v: string): boolean => /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v);

/** The first problem of one step's fields, or '' when the step is complete. */
export function stepError(step: StepNo, d: Record<string, unknown>): string {
  const v = (k: string) => str(d[k]);
  if (step === 1) {
    if (!SETTLED_TYPES.some((t) => t.value === v('settled_type'))) return '请选择入驻类型';
    if (!/^\d{1,9}$/.test(v('merchant_type_id')) || Number(v('merchant_type_id')) < 1) return '请选择经营类目';
    return '';
  }
  if (step === 2) {
    if (v('merchant_name').length < 2 || v('merchant_name').length > 40) return '请输入商户名称（2-40字）';
    if (!isCreditCode(v('social_credit_code'))) return '统一社会信用代码格式不正确';
    if (v('legal_name').length < 2 || v('legal_name').length > 20) return '请输入法人姓名（2-20字）';
    if (!isIdCard(v('legal_id_card'))) return '法人身份证号格式不正确';
    if (!/^\/media\/merchant\/[0-9a-f]{32}\.(jpg|png)$/.test(sitePath(v('license_url')))) return '请上传营业执照';
    if (!v('province') || !v('city')) return '请选择所在地区';
    if (v('address').length < 4 || v('address').length > 100) return '请输入详细地址（4-100字）';
    return '';
  }
  if (v('bank_account_name').length < 2 || v('bank_account_name').length > 40) return '请输入开户名称';
  if (v('bank_name').length < 2 || v('bank_name').length > 40) return '请输入开户银行';
  if (!/^\d{8,30}$/.test(v('bank_account_no'))) return '银行账号为8-30位数字';
  if (!/^1[3-9]\d{9}$/.test(v('contact_mobile'))) return '请输入正确的联系人手机号';
  return '';
}

/** Only the fields of `step`, trimmed (anything else a client sends is dropped). */
export function pickStep(step: StepNo, d: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(STEP_FIELDS[step].map((k) => [k, k === 'merchant_type_id' ? Number(str(d[k])) : k === 'license_url' ? sitePath(str(d[k])) : str(d[k])]));
}
