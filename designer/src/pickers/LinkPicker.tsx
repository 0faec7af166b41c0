/** 选择链接: one tab per link kind (13), each a searchable, paged list; 自定义路由 takes a full http(s) address. */
import { useState } from 'react';
import { Modal } from '../ui/Modal';
import { T } from '../strings';
import { LINK_KINDS } from './linkKinds';
import { hrefLink } from './links';
import { PickerList } from './PickerDialog';
import { kindLabel } from './routes';

const HREF = 'href';

export function LinkPicker({ onPick, onClose }: { onPick(link: Record<string, unknown>): void; onClose(): void }) {
  const [tab, setTab] = useState<string>(LINK_KINDS[0].kind);
  const [href, setHref] = useState('');
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState(new Map());
  const active = LINK_KINDS.find((k) => k.kind === tab);

  const submitHref = () => {
    if (!/^https?:\/\/[^\s<>"']+$/i.test(href.trim())) { setError('请输入以 http:// 或 https:// 开头的完整地址'); return; }
    onPick(hrefLink(href.trim()));
  };
  return (
    <Modal title="选择链接" onClose={onClose} width={760}>
      <div role="tablist" aria-label="链接类型" className="dz-tabs dz-tabs-wrap">
        {[...LINK_KINDS.map((k) => [k.kind, k.label] as const), [HREF, kindLabel.href] as const].map(([k, label]) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={`dz-tab${tab === k ? ' is-on' : ''}`}
            onClick={() => { setTab(k); setError(''); }}>{label}</button>
        ))}
      </div>
      <div role="tabpanel" aria-label={active?.label ?? kindLabel.href} className="dz-link-panel">
        {active ? (
          <PickerList key={active.kind} source={active.source} chosen={chosen} setChosen={setChosen} onPick={([row]) => row !== undefined && onPick(active.toLink(row))} />
        ) : (
          <form className="dz-search" onSubmit={(e) => { e.preventDefault(); submitHref(); }}>
            <input className="dz-input" aria-label="自定义路由" placeholder="http://www.xxx.com" value={href} onChange={(e) => { setHref(e.target.value); setError(''); }} />
            <button type="submit" className="dz-btn dz-btn-primary">{T.confirm.ok}</button>
          </form>
        )}
        {error ? <div className="dz-field-error" role="alert">{error}</div> : null}
      </div>
    </Modal>
  );
}
