/** Validation rules of storefront spec §5, shared by forms (browser) and the server. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const isMobile = (v: string): boolean => MOBILE_RE.test(v);

/** 138****8000: first 3 and last 4 digits. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

/** Returns the Chinese message of the first broken password rule, or '' when valid. */
export function passwordError(pw: string): string {
  if (!pw) return '请输入密码';
  if (/[^0-9A-Za-z]/.test(pw)) return '密码不能包括特殊字符';
  if (pw.length < 8 || pw.length > 20 || !/\d/.test(pw) || !/[A-Za-z]/.test(pw)) return '8-20位密码，必须为数字和字母混合';
  return '';
}

export const confirmError = (pw: string, again: string): string => (pw === again ? '' : '输入的密码不一致');

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailError = (v: string): string => (EMAIL_RE.test(v) ? '' : '邮箱格式不正确');

/** Tax id: uppercase letters/digits, length 15, 17, 18 or 20. */
export const isTaxId = (v: string): boolean => /^[0-9A-Z]+$/.test(v) && [15, 17, 18, 20].includes(v.length);

/** Required check: fails on empty string or empty array. */
export const isFilled = (v: unknown): boolean => !(v === '' || v === undefined || v === null || (Array.isArray(v) && v.length === 0));

/** Quantity input: non-numeric → min; clamped to [min, max]. */
export function clampQuantity(raw: unknown, min = 1, max = 99_999): number {
  const n = Math.floor(Number(String(raw ?? '').trim()));
  if (!Number.isFinite(n)) return min;
  return Math.min(Math.max(n, min), max);
}
