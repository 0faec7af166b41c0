/** 选择分类: the category tree; multi-select picks top-level nodes (their subtree is kept), single picks any node. */
import { useEffect, useState } from 'react';
import { api, type CategoryNode } from '../api/client';
import { Modal } from '../ui/Modal';
import { T } from '../strings';

export function CategoryPicker({ multiple, initial = [], onPick, onClose }: {
  multiple: boolean; initial?: (string | number)[]; onPick(nodes: CategoryNode[]): void; onClose(): void;
}) {
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set(initial.map(String)));
  useEffect(() => { api.categories().then((d) => setTree(Array.isArray(d) ? d : [])).catch((e: Error) => setError(e.message)); }, []);

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id); else next.add(id);
    setChosen(next);
  };
  const renderNode = (n: CategoryNode, depth: number) => (
    <li key={String(n.category_id)}>
      {multiple && depth === 0 ? (
        <label className="dz-check"><input type="checkbox" checked={chosen.has(String(n.category_id))} onChange={() => toggle(String(n.category_id))} />{n.category_name}</label>
      ) : multiple ? <span className="dz-tree-leaf">{n.category_name}</span> : (
        <button type="button" className="dz-link-btn" onClick={() => onPick([n])}>{n.category_name}</button>
      )}
      {n.children?.length ? <ul>{n.children.map((c) => renderNode(c, depth + 1))}</ul> : null}
    </li>
  );
  return (
    <Modal title="选择分类" onClose={onClose}
      footer={multiple ? <>
        <button type="button" className="dz-btn" onClick={onClose}>{T.confirm.cancel}</button>
        <button type="button" className="dz-btn dz-btn-primary" onClick={() => onPick(tree.filter((n) => chosen.has(String(n.category_id))))}>{T.confirm.ok}</button>
      </> : undefined}>
      {error ? <div className="dz-field-error" role="alert">{error}</div> : null}
      <ul className="dz-tree">{tree.map((n) => renderNode(n, 0))}</ul>
      {!error && tree.length === 0 ? <p className="dz-empty">暂无分类</p> : null}
    </Modal>
  );
}
