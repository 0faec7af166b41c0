/** /member/helper (帮助中心): answers to what members ask most, with links into the member centre. */
import MemberShell from './MemberShell';

const FAQ: [string, React.ReactNode][] = [
  ['如何注册和登录？', <>在 <a href="/auth/reg">注册页</a> 输入手机号、图片验证码和短信验证码即可注册；登录支持账号密码和短信验证码两种方式。</>],
  ['忘记密码怎么办？', <>在登录页点击“忘记密码”，通过短信验证码重置；已登录时可在 <a href="/member/change-password">修改密码</a> 中修改，修改后其他设备需重新登录。</>],
  ['收不到短信验证码？', '同一手机号60秒内只能发送一次，每个验证码5分钟内有效，输错5次需重新获取；每天的发送次数有上限，请确认手机号无误后稍后再试。'],
  ['如何开具发票？', <>在 <a href="/member/invoiceList">发票管理</a> 保存常用发票抬头，下单时在“发票信息”中选择即可。</>],
  ['收藏和足迹在哪里看？', <>商品页点“收藏”、店铺页点“关注”后，可在 <a href="/member/collector">我的收藏</a>、<a href="/member/follow">我的关注</a> 中查看；浏览过的商品在 <a href="/member/foottrace">我的足迹</a>。</>],
  ['积分和优惠券怎么用？', <>在 <a href="/member/coupon-center">领券中心</a> 领取优惠券，结算时自动列出可用优惠券和可抵扣积分。</>],
  ['微信登录可以用吗？', '本商城暂未开通微信登录，请使用手机号登录。'],
];

export default function MemberHelper() {
  return (
    <MemberShell title="帮助中心">
      <div className="mem-card">
        <dl className="mem-helper">{FAQ.map(([q, a]) => <div key={q}><dt>{q}</dt><dd>{a}</dd></div>)}</dl>
      </div>
    </MemberShell>
  );
}
