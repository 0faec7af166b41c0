/**
 * 结算银行 for merchant settlement (`GET adapay/bank/list`): the banks a settlement account may be opened
 * at, by their standard bank codes (the codes the Adapay/UnionPay settlement interfaces use).
 */
export const SETTLEMENT_BANKS: readonly { bank_code: string; bank_name: string }[] = [
  { bank_code: '01020000', bank_name: '中国工商银行' }, { bank_code: '01030000', bank_name: '中国农业银行' },
  { bank_code: '01040000', bank_name: '中国银行' }, { bank_code: '01050000', bank_name: '中国建设银行' },
  { bank_code: '03010000', bank_name: '交通银行' }, { bank_code: '03080000', bank_name: '招商银行' },
  { bank_code: '03020000', bank_name: '中信银行' }, { bank_code: '03030000', bank_name: '中国光大银行' },
  { bank_code: '03040000', bank_name: '华夏银行' }, { bank_code: '03050000', bank_name: '中国民生银行' },
  { bank_code: '03060000', bank_name: '广发银行' }, { bank_code: '03070000', bank_name: '平安银行' },
  { bank_code: '03090000', bank_name: '兴业银行' }, { bank_code: '03100000', bank_name: '上海浦东发展银行' },
  { bank_code: '04030000', bank_name: '中国邮政储蓄银行' }, { bank_code: '03160000', bank_name: '浙商银行' },
  { bank_code: '03110000', bank_name: '恒丰银行' }, { bank_code: '03130000', bank_name: '渤海银行' },
  { bank_code: '04012900', bank_name: '上海银行' }, { bank_code: '04031000', bank_name: '北京银行' },
];

export function bankList(name: string, page: number, pageSize: number) {
  const all = name ? SETTLEMENT_BANKS.filter((b) => b.bank_name.includes(name)) : SETTLEMENT_BANKS;
  return { list: all.slice((page - 1) * pageSize, page * pageSize), total_count: all.length };
}
