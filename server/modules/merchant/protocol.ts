/** The settlement agreement a merchant accepts on step 3 of the application. */
export const MERCHANT_PROTOCOL = {
  title: '川香源商家入驻协议',
  content: [
    '一、入驻商家须具备合法有效的营业执照，所售商品应符合国家食品安全标准。',
    '二、商家提交的主体信息、结算信息须真实有效，平台审核通过后开通店铺。',
    '三、平台按月与商家结算货款，结算账户须与入驻主体一致。',
    '四、商家违反平台规则的，平台有权暂停或关闭其店铺。',
  ],
};
