import { describe, expect, it } from 'vitest';
import { isCreditCode, isIdCard, pickStep, stepError } from './merchant-apply';

const step2 = { merchant_name: '成都味道商贸', social_credit_code: '91510100MA61TEST9X', legal_name: '张三', legal_id_card: '11010519491231002X',
  license_url: `/media/merchant/${'a'.repeat(32)}.png`, province: '四川省', city: '成都市', area: '武侯区', address: '天府大道100号' };

describe('merchant application rules', () => {
  it('checks the ID card checksum and the credit code alphabet', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isCreditCode('91510100MA61TEST9X')).toBe(false); // S is not in the alphabet
    expect(isCreditCode('91510100MA61TEPT9X')).toBe(true);
  });
  it('names the first missing field of each step in Chinese', () => {
    expect(stepError(1, {})).toBe('请选择入驻类型');
    expect(stepError(1, { settled_type: 'enterprise', merchant_type_id: '4' })).toBe('');
    expect(stepError(2, step2)).toBe('统一社会信用代码格式不正确');
    expect(stepError(2, { ...step2, social_credit_code: '91510100MA61TEPT9X' })).toBe('');
    expect(stepError(2, { ...step2, social_credit_code: '91510100MA61TEPT9X', license_url: 'http://evil/x.png' })).toBe('请上传营业执照');
    expect(stepError(3, { bank_account_name: '成都味道商贸', bank_name: '招商银行', bank_account_no: '12ab', contact_mobile: '13800138000' })).toBe('银行账号为8-30位数字');
  });
  it('keeps the site path of an uploaded licence, refusing other hosts\' paths', () => {
    const abs = `http://shop.example.com/media/merchant/${'b'.repeat(32)}.jpg`;
    expect(stepError(2, { ...step2, social_credit_code: '91510100MA61TEPT9X', license_url: abs })).toBe('');
    expect(pickStep(2, { ...step2, license_url: abs }).license_url).toBe(`/media/merchant/${'b'.repeat(32)}.jpg`);
    expect(stepError(2, { ...step2, social_credit_code: '91510100MA61TEPT9X', license_url: 'http://evil/x/media/merchant/a.png' })).toBe('请上传营业执照');
  });
  it('keeps only the step fields', () => {
    expect(pickStep(1, { settled_type: 'enterprise', merchant_type_id: '4', audit_status: 'approved' })).toEqual({ settled_type: 'enterprise', merchant_type_id: 4 });
  });
});
