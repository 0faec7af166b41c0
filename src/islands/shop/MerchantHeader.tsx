/** The shop layout's merchant header (spec §2): 商家入驻 and 退出, shown only while the store token cookie exists. */
import { useEffect, useState } from 'react';
import { hasStoreToken, logoutShop } from './merchant-session';

export default function MerchantHeader() {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(hasStoreToken()), []);
  if (!shown) return null;
  return (
    <div className="mh" role="navigation" aria-label="商家导航">
      <div className="container mh-row">
        <strong className="mh-title">川香源商家中心</strong>
        <span className="mh-links">
          <a href="/shop/settleForm">商家入驻</a>
          <a href="/shop/review">审核进度</a>
          <button type="button" className="mh-exit" onClick={logoutShop}>退出</button>
        </span>
      </div>
    </div>
  );
}
