/**
 * 运营后台: the second area of the operator SPA (`/designer/#/admin/...`), behind the same login. A side
 * menu of screens; each screen is a component chosen by the address, so a reload reopens it.
 */
import { Invoices } from './screens/Invoices';
import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { $route, href } from './route';
import { logoutNow } from '../store/session';
import { sessionUser, request } from '../api/client';
import { Goods } from './screens/Goods';
import { GoodsEditor } from './screens/GoodsEditor';
import { Categories } from './screens/Categories';
import { Brands, Logs, Operators, Tags } from './screens/Simple';
import { OrderDetail, Orders } from './screens/Orders';
import { Aftersales, AftersalesDetail } from './screens/Aftersales';
import { Coupons } from './screens/Coupons';
import { Promotions } from './screens/marketing/Promotions';
import { Groups, Seckills } from './screens/marketing/SkuActivities';
import { LimitedSales } from './screens/marketing/LimitedSales';
import { Packages } from './screens/marketing/Packages';
import { PointsMall } from './screens/marketing/PointsMall';
import { MemberDetail, Members } from './screens/Members';
import { Settings } from './screens/Settings';
import { SearchSynonyms } from './screens/SearchSynonyms';
import { ImportExport } from './screens/ImportExport';
import { ArticleCategories, Articles } from './screens/Articles';
import { Shops } from './screens/Shops';
import { Merchants } from './screens/Merchants';
import { ChiefActivities, Chiefs } from './screens/Chiefs';
import { Staff } from './screens/Staff';
import './console.css';

interface Screen { key: string; label: string; list: ComponentType; detail?: ComponentType<{ id: string }>; adminOnly?: boolean }
/** The menu: [group, screens]. A new screen is one entry here and one file in screens/. */
export const MENU: [string, Screen[]][] = [
  ['商品', [
    { key: 'goods', label: '商品列表', list: Goods, detail: GoodsEditor },
    { key: 'categories', label: '商品分类', list: Categories },
    { key: 'brands', label: '品牌', list: Brands },
    { key: 'tags', label: '标签', list: Tags },
    { key: 'import', label: '导入导出', list: ImportExport },
  ]],
  ['交易', [
    { key: 'orders', label: '订单管理', list: Orders, detail: OrderDetail },
    { key: 'aftersales', label: '售后管理', list: Aftersales, detail: ({ id }) => <AftersalesDetail bn={id} /> },
    { key: 'invoices', label: '开票管理', list: Invoices },
  ]],
  ['营销', [{ key: 'coupons', label: '优惠券', list: Coupons },
    { key: 'promotions', label: '促销活动', list: Promotions }, { key: 'seckill', label: '秒杀', list: Seckills }, { key: 'groups', label: '拼团', list: Groups },
    { key: 'limited-sales', label: '限时特惠', list: LimitedSales }, { key: 'packages', label: '组合套餐', list: Packages }, { key: 'pointsmall', label: '积分商城', list: PointsMall }]],
  ['内容', [{ key: 'articles', label: '文章', list: Articles }, { key: 'article-categories', label: '文章分类', list: ArticleCategories }]],
  ['店铺', [{ key: 'shops', label: '店铺管理', list: Shops }]],
  ['会员', [{ key: 'members', label: '会员管理', list: Members, detail: MemberDetail }, { key: 'merchants', label: '商家入驻', list: Merchants }, { key: 'chiefs', label: '团长申请', list: Chiefs }, { key: 'chief-activities', label: '团长活动', list: ChiefActivities }, { key: 'staff', label: '员工账号', list: Staff }]],
  ['设置', [
    { key: 'settings', label: '系统设置', list: Settings },
    { key: 'synonyms', label: '搜索同义词', list: SearchSynonyms },
    { key: 'operators', label: '运营账号', list: Operators, adminOnly: true },
    { key: 'logs', label: '操作日志', list: Logs },
  ]],
];

export function Console() {
  const route = useStore($route);
  const [role, setRole] = useState<string>('');
  useEffect(() => { request<{ role?: string }>('GET', '/api/admin/session').then((s) => setRole(s.role ?? ''), () => undefined); }, []);
  const screens = MENU.flatMap(([, s]) => s);
  const screen = screens.find((s) => s.key === route.screen) ?? screens[0];
  const Detail = screen.detail;
  const List = screen.list;
  useEffect(() => { document.title = `${screen.label} - 运营后台`; }, [screen]);

  return (
    <div className="cs-app">
      <header className="dz-toolbar cs-top">
        <div className="dz-brand"><span className="dz-logo" aria-hidden="true">椒</span>运营后台</div>
        <div className="dz-toolbar-group">
          <a className="dz-btn dz-btn-text" href="/designer/">页面装修</a>
          <a className="dz-btn dz-btn-text" href="/" target="_blank" rel="noopener noreferrer">查看商城</a>
          <a className="dz-btn dz-btn-text" href="/api/docs" target="_blank" rel="noopener noreferrer">API 文档</a>
          <span className="cs-user">{sessionUser()}{role ? `（${role === 'admin' ? '管理员' : '运营'}）` : ''}</span>
          <button type="button" className="dz-btn dz-btn-text" onClick={() => void logoutNow()}>退出登录</button>
        </div>
      </header>
      <div className="cs-body">
        <nav className="cs-nav" aria-label="后台菜单">
          {MENU.map(([group, items]) => (
            <div key={group} className="cs-nav-group"><div className="cs-nav-title">{group}</div>
              <ul>{items.filter((s) => !s.adminOnly || role !== 'operator').map((s) => <li key={s.key}><a href={href(s.key)} aria-current={s.key === screen.key ? 'page' : undefined} className={s.key === screen.key ? 'is-on' : ''}>{s.label}</a></li>)}</ul>
            </div>
          ))}
        </nav>
        <main className="cs-main" id="console-main">
          {route.id && Detail ? <Detail key={route.id} id={route.id} /> : <List key={screen.key} />}
        </main>
      </div>
    </div>
  );
}
