/**
 * 搜索: bordered box (theme colour) with icon, input and optional 搜索 button; Enter or the button goes to
 * /items?keywords=… in render mode. Hot keywords below link to their pathData, or search their title.
 */
import { useEffect, useState } from 'react';
import type { WidgetRenderProps } from '../types';
import { resolveLink } from '../../lib/links';
import { WLink } from '../shared/Link';
import { color, list, textColor, themeColor } from '../shared/style';
import { searchHeight, type HotKeyword, type W0008Props } from './schema';

export function searchUrl(keyword: string): string {
  return `/items?keywords=${encodeURIComponent(keyword.trim())}`;
}

export default function Render({ value, ctx }: WidgetRenderProps<W0008Props>) {
  const [keyword, setKeyword] = useState('');
  const live = ctx.mode === 'render';
  const go = () => { if (live) location.href = searchUrl(keyword); };
  // On the results page the box keeps what was searched.
  useEffect(() => {
    if (live && location.pathname.replace(/\/$/, '') === '/items') setKeyword(new URLSearchParams(location.search).get('keywords') ?? '');
  }, [live]);
  const hot = list<HotKeyword>(value.data);
  const theme = themeColor(value, ctx);
  return (
    <div className="w-search" style={{ height: searchHeight(value) }}>
      <div className="w-search-box" style={{ borderColor: theme }}>
        <svg className="w-search-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="7" cy="7" r="5" fill="none" stroke="#999" strokeWidth="1.6" />
          <path d="M11 11l3.5 3.5" stroke="#999" strokeWidth="1.6" />
        </svg>
        <input className="w-search-input" type="search" value={keyword} placeholder={String(value.placeholder ?? '')} readOnly={!live}
          aria-label="搜索" onChange={(e) => setKeyword(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') go(); }} />
        {value.isShowBtn ? (
          <button type="button" className="w-search-btn" onClick={go}
            style={{ color: color(value.wgtTextColor, '#ffffff'), background: `linear-gradient(to right, ${color(value.wgtTextColor1, '#FF5A00')}, ${color(value.wgtTextColor2, '#FF8600')})` }}>
            搜索
          </button>
        ) : null}
      </div>
      {hot.length > 0 && (
        <div className="w-search-hot">
          {hot.map((k, i) => (
            <WLink key={i} ctx={ctx} to={resolveLink(k.pathData) || searchUrl(String(k.title ?? ''))}
              style={{ color: textColor(k.wgtHotKeywordTextColor, '#8C8C8C') }}>{String(k.title ?? '')}</WLink>
          ))}
        </div>
      )}
    </div>
  );
}
