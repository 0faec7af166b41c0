/** The chief agreement (团长协议, /member/groupBuy/chief-license) and the programme's explanation. */
export const CHIEF_AGREEMENT = {
  title: '川香源社区团长协议',
  paragraphs: [
    '一、团长须为本商城注册会员，提供真实姓名、手机号与提货地址，经平台审核通过后成为团长。',
    '二、团长发起的团购活动须经平台审核，活动商品与价格以商城为准，团长不得另行加价。',
    '三、社区成员在活动期间购买活动商品并确认收货后，团长按平台设定的佣金比例获得佣金。',
    '四、订单发生退款的，该订单不计佣金。团长违反平台规则的，平台有权取消其团长资格。',
  ],
};
export const CHIEF_EXPLANATION = '团长招募社区成员，发起团购活动；成员下单收货后，团长获得佣金。';
