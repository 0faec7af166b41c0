/**
 * THE list of widgets: one line per widget folder. The storefront registry, the island loaders, the
 * designer's panels and its palette all derive from it — adding a widget = a folder + one line here.
 * A folder holds index.ts (definition: defaults, validation, Render), Render.tsx (storefront render)
 * and designer.ts (palette entry and property panel; imported only by the designer).
 */
export { W0000 } from './W0000-page';                  // 页面配置
export { W0001 } from './W0001-carousel';              // 轮播
export { W0002 } from './W0002-goods-block';           // 商品
export { W0003 } from './W0003-hotzone';               // 热区图
export { W0004 } from './W0004-logo-wall';             // Logo墙
export { W0005 } from './W0005-goods-showcase';        // 商品橱窗
export { W0006 } from './W0006-free-panel';            // 自由面板
export { W0007 } from './W0007-nav-menu';              // 导航菜单 (分类)
export { W0008 } from './W0008-search';                // 搜索
export { W0010 } from './W0010-mini-cart';             // 购物车
export { W0011 } from './W0011-text';                  // 文本
export { W0012 } from './W0012-window-card';           // 橱窗卡
export { W0013 } from './W0013-scroll-nav';            // 导航菜单 (滚动)
export { W0014 } from './W0014-main-image-showcase';   // 主图橱窗
export { W0015 } from './W0015-premium-showcase';      // 精品橱窗
export { W0016 } from './W0016-marketing-showcase';    // 营销橱窗
export { W0017 } from './W0017-special-showcase';      // 特殊橱窗
export { W0018 } from './W0018-hot-carousel';          // 热卖橱窗
export { W0019 } from './W0019-nearby-shops';          // 附近商家
export { W0020 } from './W0020-recommended-shops';     // 为你推荐
export { W0021 } from './W0021-coupons';               // 优惠券
export { W0022 } from './W0022-main-category-nav';     // 主类目导航
