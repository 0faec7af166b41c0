/** 商品 › 分类: the tree (3 levels), add / rename / delete, reorder siblings with ↑ ↓ (keyboard-usable) or by dragging. */
import { useEffect, useState, type DragEvent } from 'react';
import { adm } from '../api';
import { ResourceForm } from '../Form';
import type { CategoryNode } from './Goods';
import { Modal } from '../../ui/Modal';
import { confirmDialog, toast } from '../../store/ui';

export function Categories() {
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
  const [editing, setEditing] = useState<{ node?: CategoryNode; parentId: number } | null>(null);
  const [dragged, setDragged] = useState<CategoryNode | null>(null);
  const load = () => adm.get<{ list: CategoryNode[] }>('categories').then((d) => setTree(d.list), (e: Error) => toast(e.message, 'error'));
  useEffect(() => { void load(); }, []);

  const run = async (fn: () => Promise<unknown>, done: string) => { try { await fn(); toast(done, 'success'); await load(); } catch (e) { toast((e as Error).message, 'error'); } };
  const reorder = (siblings: CategoryNode[], parentId: number, from: number, to: number) => {
    if (to < 0 || to >= siblings.length || from === to) return;
    const ids = siblings.map((s) => s.category_id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    void run(() => adm.post('categories/reorder', { parent_id: parentId, ids }), '排序已保存');
  };
  const remove = async (n: CategoryNode) => { if (await confirmDialog(`确定删除分类“${n.category_name}”吗？`)) await run(() => adm.del(`categories/${n.category_id}`), '已删除'); };

  const branch = (nodes: CategoryNode[], parentId: number) => (
    <ul className="cs-tree" role="group">
      {nodes.map((n, i) => (
        <li key={n.category_id} role="treeitem" aria-selected={false} aria-level={n.category_level} draggable
          onDragStart={(e: DragEvent) => { e.stopPropagation(); setDragged(n); }}
          onDragOver={(e) => { if (dragged && dragged.parent_id === n.parent_id) e.preventDefault(); }}
          onDrop={(e) => { e.stopPropagation(); if (dragged && dragged.parent_id === n.parent_id) reorder(nodes, parentId, nodes.indexOf(dragged), i); setDragged(null); }}>
          <div className="cs-tree-row">
            <span className="cs-drag" aria-hidden="true">⋮⋮</span>
            {n.image_url ? <img className="cs-thumb-sm" src={n.image_url} alt="" /> : null}
            <span className="cs-strong">{n.category_name}</span><span className="dz-muted">{n.goods_count} 件商品</span>
            <span className="cs-tree-actions">
              <button type="button" className="dz-icon-btn" aria-label={`上移${n.category_name}`} disabled={i === 0} onClick={() => reorder(nodes, parentId, i, i - 1)}>↑</button>
              <button type="button" className="dz-icon-btn" aria-label={`下移${n.category_name}`} disabled={i === nodes.length - 1} onClick={() => reorder(nodes, parentId, i, i + 1)}>↓</button>
              {n.category_level < 3 ? <button type="button" className="dz-btn dz-btn-sm" aria-label={`添加${n.category_name}的子分类`} onClick={() => setEditing({ parentId: n.category_id })}>添加子分类</button> : null}
              <button type="button" className="dz-btn dz-btn-sm" aria-label={`编辑${n.category_name}`} onClick={() => setEditing({ node: n, parentId })}>编辑</button>
              <button type="button" className="dz-btn dz-btn-sm dz-btn-danger" aria-label={`删除${n.category_name}`} onClick={() => void remove(n)}>删除</button>
            </span>
          </div>
          {n.children.length ? branch(n.children, n.category_id) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">商品分类</h1><button type="button" className="dz-btn dz-btn-primary" onClick={() => setEditing({ parentId: 0 })}>新增一级分类</button></div>
      <p className="dz-muted cs-intro">拖动或用 ↑ ↓ 调整同级分类的顺序；商城的分类菜单和商品列表随之更新。</p>
      <div className="cs-card" role="tree" aria-label="商品分类">{tree === null ? <p className="dz-empty">加载中…</p> : tree.length ? branch(tree, 0) : <p className="dz-empty">暂无分类</p>}</div>
      {editing ? (
        <Modal title={editing.node ? '编辑分类' : '新增分类'} width={520} onClose={() => setEditing(null)}>
          <ResourceForm fields={[{ name: 'category_name', label: '分类名称', required: true }, { name: 'image_url', label: '分类图标', type: 'image' }]}
            initial={{ category_name: editing.node?.category_name ?? '', image_url: editing.node?.image_url ?? '' }} onCancel={() => setEditing(null)}
            onSubmit={async (v) => {
              if (editing.node) await adm.put(`categories/${editing.node.category_id}`, v); else await adm.post('categories', { ...v, parent_id: editing.parentId });
              toast('已保存', 'success'); setEditing(null); await load();
            }} />
        </Modal>
      ) : null}
    </section>
  );
}
