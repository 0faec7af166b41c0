/**
 * 搜索: bordered box (theme colour) with icon, input and optional 搜索 button; Enter or the button goes to
 * /items?keywords=… in render mode. Hot keywords below link to their pathData, or search their title.
 * In render mode the box is a combobox: suggestions from the first keystroke, ↑/↓ to choose, Enter to
 * search the chosen one, Escape to close.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { markedParts } from '../../lib/highlight';
import { fetchSuggestions, SUGGEST_DELAY_MS, type Suggestion } from './suggest';
import type { WidgetRenderProps } from '../types';
import { resolveLink } from '../../lib/links';
import { WLink } from '../shared/Link';
import { color, list, textColor, themeColor } from '../shared/style';
import { searchHeight, type HotKeyword, type W0008Props } from './schema';

export function searchUrl(keyword: string): string {
  return `/items?keywords=${encodeURIComponent(keyword.trim())}`;
}

/** Suggestions for what is typed (render mode only), newest keystroke wins. */
function useSuggestions(keyword: string, enabled: boolean): [Suggestion[], () => void] {
  const [list, setList] = useState<Suggestion[]>([]);
  useEffect(() => {
    const words = keyword.trim();
    if (!enabled || !words) { setList([]); return; }
    const abort = new AbortController();
    const timer = setTimeout(() => { fetchSuggestions(words, abort.signal).then(setList, () => undefined); }, SUGGEST_DELAY_MS);
    return () => { clearTimeout(timer); abort.abort(); };
  }, [keyword, enabled]);
  return [list, () => setList([])];
}

/** focusWidth: the box grows this many px to the right while the shopper types in it (CSS :focus-within); not in the designer. */
function focusGrow(value: Record<string, unknown>, live: boolean): Record<string, string> {
  const n = Number(value.focusWidth);
  return live && Number.isFinite(n) && n > 0 ? { '--w-focus-grow': `${Math.min(n, 1190)}px` } : {};
}

export default function Render({ value, ctx }: WidgetRenderProps<W0008Props>) {
  const [keyword, setKeyword] = useState('');
  const live = ctx.mode === 'render';
  // Suggestions follow the shopper's typing, not the words a results page puts back in the box.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, clear] = useSuggestions(keyword, live && typed);
  // Made once interactive: the pre-rendered box has no list, so nothing differs at hydration.
  const [listId, setListId] = useState('');
  useEffect(() => { if (live) setListId(`w-search-${Math.random().toString(36).slice(2, 10)}`); }, [live]);
  const boxRef = useRef<HTMLDivElement>(null);
  const go = (words = keyword) => { if (live) location.href = searchUrl(words); };
  // On the results page the box keeps what was searched.
  useEffect(() => {
    if (live && location.pathname.replace(/\/$/, '') === '/items') setKeyword(new URLSearchParams(location.search).get('keywords') ?? '');
  }, [live]);
  useEffect(() => { setActive(-1); }, [suggestions]);
  const shown = open && suggestions.length > 0;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!suggestions.length) return;
      e.preventDefault();
      setOpen(true);
      const n = suggestions.length;
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : (i <= 0 ? n - 1 : i - 1)));
    } else if (e.key === 'Escape') {
      // Escape closes the list first (a search box would also clear what was typed); pressed again, it clears.
      if (shown) e.preventDefault();
      setOpen(false); setActive(-1);
    } else if (e.key === 'Enter') {
      const chosen = shown && active >= 0 ? suggestions[active] : undefined;
      if (chosen) setKeyword(chosen.text);
      setOpen(false);
      go(chosen ? chosen.text : keyword);
    }
  };
  const hot = list<HotKeyword>(value.data);
  const theme = themeColor(value, ctx);
  return (
    <div className="w-search" style={{ height: searchHeight(value) }}>
      <div className="w-search-box" style={{ borderColor: theme, ...focusGrow(value, live) }} ref={boxRef}
        onBlur={(e) => { if (!boxRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false); }}>
        <svg className="w-search-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="7" cy="7" r="5" fill="none" stroke="#999" strokeWidth="1.6" />
          <path d="M11 11l3.5 3.5" stroke="#999" strokeWidth="1.6" />
        </svg>
        <input className="w-search-input" type="search" value={keyword} placeholder={String(value.placeholder ?? '')} readOnly={!live}
          aria-label="搜索" role={live ? 'combobox' : undefined} aria-autocomplete={live ? 'list' : undefined} aria-expanded={live ? shown : undefined}
          aria-controls={listId || undefined} aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined} autoComplete="off"
          onChange={(e) => { setKeyword(e.target.value); setTyped(true); setOpen(true); }} onKeyDown={onKeyDown} onFocus={() => setOpen(true)} />
        {value.isShowBtn ? (
          <button type="button" className="w-search-btn" onClick={() => go()}
            style={{ color: color(value.wgtTextColor, '#ffffff'), background: `linear-gradient(to right, ${color(value.wgtTextColor1, '#FF5A00')}, ${color(value.wgtTextColor2, '#FF8600')})` }}>
            搜索
          </button>
        ) : null}
        {listId && (
          <ul className="w-search-suggest" id={listId} role="listbox" aria-label="搜索建议" hidden={!shown}>
            {suggestions.map((x, i) => (
              <li key={`${x.item_id}-${i}`} id={`${listId}-${i}`} role="option" aria-selected={i === active} tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()} onMouseEnter={() => setActive(i)}
                onClick={() => { setKeyword(x.text); clear(); go(x.text); }}>
                {markedParts(x.text, x.highlight).map((p, k) => (p.hit ? <mark key={k}>{p.text}</mark> : <span key={k}>{p.text}</span>))}
              </li>
            ))}
          </ul>
        )}
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
