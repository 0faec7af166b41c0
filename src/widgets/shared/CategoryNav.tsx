/**
 * Category dropdown + nav links shared by W0007 (category tree, /items?cat_id=) and W0022 (main-category tree,
 * /items?main_category=). `hover: true` keeps the list open; otherwise it opens while the mouse is over it.
 * The whole tree is in the HTML so static pages keep every category link.
 */
import { useState } from 'react';
import type { RenderContext } from '../types';
import { WLink } from './Link';
import { color, list, pairStyle, textColor } from './style';
import { Picture } from '../../components/Picture';

export interface CategoryNode { category_id?: unknown; category_name?: unknown; image_url?: unknown; children?: unknown }
export interface NavEntry { title?: unknown; pathData?: unknown; wgtHotKeywordTextColor?: unknown }

export interface CategoryNavValue {
  hover?: unknown; categoryData?: unknown; data?: unknown; menuTop?: unknown; customerThemeEnabled?: unknown;
  wgtTypeBackgroundColor?: unknown; wgtTypeLabelColor?: unknown; wgtBackgroundColor?: unknown;
  wgtSelectColor?: unknown; wgtTextColor?: unknown; wgtSubTextColor?: unknown;
}

/** The 全部商品分类 button's colour: its own when customerThemeEnabled (W0007's default), else the page theme colour. */
export function typeBackground(value: CategoryNavValue, ctx: RenderContext): unknown {
  return value.customerThemeEnabled === false && ctx.page?.themeColor ? ctx.page.themeColor : value.wgtTypeBackgroundColor;
}

/** How far below the widget's top the category list opens (menuTop, default 40 = right under the button). */
export function menuTop(value: CategoryNavValue): number {
  const n = Number(value.menuTop);
  return Number.isFinite(n) && n >= 0 ? n : 40;
}

export function CategoryNav({ value, ctx, param }: { value: CategoryNavValue; ctx: RenderContext; param: 'cat_id' | 'main_category' }) {
  const [open, setOpen] = useState(false);
  const [hot, setHot] = useState(-1);
  const shown = Boolean(value.hover) || open;
  const cats = list<CategoryNode>(value.categoryData);
  const href = (c: CategoryNode) => `/items?${param}=${encodeURIComponent(String(c.category_id ?? ''))}`;
  return (
    <div className="w-catnav">
      <div className="w-catnav-menu" onMouseEnter={() => setOpen(true)} onMouseLeave={() => { setOpen(false); setHot(-1); }}>
        <div className="w-catnav-btn" style={pairStyle(value.wgtTypeLabelColor, '#FFFFFF', typeBackground(value, ctx), '#FF5D02')}>全部商品分类</div>
        <ul className="w-catnav-list" aria-label="全部商品分类" hidden={!shown || cats.length === 0} style={menuTop(value) === 40 ? undefined : { top: menuTop(value) }}>
          {cats.map((c, i) => {
            const kids = list<CategoryNode>(c.children);
            const rowBg = color(hot === i ? value.wgtSelectColor : value.wgtBackgroundColor, '#FFFFFF');
            return (
              <li key={i} className="w-catnav-row" onMouseEnter={() => setHot(i)} onMouseLeave={() => setHot(-1)}
                style={{ background: rowBg }}>
                {typeof c.image_url === 'string' && c.image_url ? <Picture className="w-catnav-icon" src={c.image_url} alt="" width={16} height={16} /> : null}
                <WLink to={href(c)} ctx={ctx} className="w-catnav-name" style={{ color: textColor(value.wgtTextColor, '#3B3B3B', rowBg) }}>{String(c.category_name ?? '')}</WLink>
                <div className="w-catnav-sub" style={{ color: textColor(value.wgtSubTextColor, '#8C8C8C', rowBg) }}>{kids.map((k) => String(k.category_name ?? '')).join(' ')}</div>
                {kids.length > 0 && (
                  <div className="w-catnav-fly" hidden={hot !== i}>
                    {kids.map((k, j) => (
                      <dl key={j} className="w-catnav-group">
                        <dt><WLink to={href(k)} ctx={ctx}>{String(k.category_name ?? '')}</WLink></dt>
                        <dd>
                          {list<CategoryNode>(k.children).map((g, n) => (
                            <span key={n}>{n > 0 && <i className="w-catnav-sep">|</i>}<WLink to={href(g)} ctx={ctx}>{String(g.category_name ?? '')}</WLink></span>
                          ))}
                        </dd>
                      </dl>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <nav className="w-catnav-links">
        {list<NavEntry>(value.data).map((e, i) => (
          <WLink key={i} to={e.pathData} ctx={ctx} style={{ color: textColor(e.wgtHotKeywordTextColor, '#333333') }}>{String(e.title ?? '')}</WLink>
        ))}
      </nav>
    </div>
  );
}
