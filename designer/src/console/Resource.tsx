/**
 * The generic admin screen: a ResourceTable plus a create / edit dialog built from field definitions,
 * and delete with confirmation. A new marketing or content screen is one small spec file (see
 * screens/Coupons.tsx): its API path, columns, filters and form fields.
 */
import { useState, type ReactNode } from 'react';
import { adm } from './api';
import { ResourceTable, type Column, type Filter } from './ResourceTable';
import { ResourceForm, type FieldDef, type Values } from './Form';
import { Modal } from '../ui/Modal';
import { confirmDialog, toast } from '../store/ui';

export interface ResourceSpec<Row> {
  title: string; noun: string; path: string; idOf(row: Row): number | string; nameOf(row: Row): string;
  columns: Column<Row>[]; filters?: Filter[]; search?: string;
  fields?: FieldDef[]; toValues?(row?: Row): Values; toBody?(v: Values): unknown;
  /** Edits go through PUT <path>/<id> (default) unless false (or false for that row); 新增 (POST <path>) unless creatable is false. */
  editable?: boolean | ((row: Row) => boolean); creatable?: boolean; deletable?: boolean | ((row: Row) => boolean);
  /** Said above the edit form of a row (e.g. what may still change in a running activity). */
  editNote?(row: Row): string | undefined;
  rowActions?(row: Row, reload: () => void): ReactNode; toolbar?(reload: () => void): ReactNode;
  intro?: ReactNode;
  /** The full row to edit when the list shows only a summary (e.g. GET <path>/<id>). */
  load?(row: Row): Promise<Row>;
  /** The route answers its whole list (no paging): the table pages and filters it. */
  wholeList?: boolean;
}

/** "已保存，已更新 3 个页面" when the answer says which storefront pages the change rebuilt. */
export const doneMessage = (done: string, answer: unknown) => {
  const pages = (answer as { rebuilt?: { pages?: unknown[] } } | undefined)?.rebuilt?.pages;
  return pages ? `${done}，已更新 ${pages.length} 个页面` : done;
};

export function ResourceScreen<Row>({ spec }: { spec: ResourceSpec<Row> }) {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const reload = () => setReloadKey((k) => k + 1);
  const remove = async (row: Row) => {
    if (!(await confirmDialog(`确定删除${spec.noun}“${spec.nameOf(row)}”吗？`))) return;
    try { toast(doneMessage('已删除', await adm.del(`${spec.path}/${spec.idOf(row)}`)), 'success'); reload(); } catch (e) { toast((e as Error).message, 'error'); }
  };
  const save = async (v: Values) => {
    const body = spec.toBody ? spec.toBody(v) : v;
    const answer = editing?.row ? await adm.put(`${spec.path}/${spec.idOf(editing.row)}`, body) : await adm.post(spec.path, body);
    toast(doneMessage(editing?.row ? '已保存' : `已新增${spec.noun}`, answer), 'success');
    setEditing(null);
    reload();
  };
  const edit = async (row: Row) => {
    try { setEditing({ row: spec.load ? await spec.load(row) : row }); } catch (e) { toast((e as Error).message, 'error'); }
  };
  const canDelete = (row: Row) => (typeof spec.deletable === 'function' ? spec.deletable(row) : spec.deletable);
  const canEdit = (row: Row) => !!spec.fields && (typeof spec.editable === 'function' ? spec.editable(row) : spec.editable !== false);
  const note = editing?.row ? spec.editNote?.(editing.row) : undefined;

  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">{spec.title}</h1></div>
      {spec.intro}
      <ResourceTable<Row> caption={spec.title} path={spec.path} columns={spec.columns} filters={spec.filters} search={spec.search} rowKey={spec.idOf} reloadKey={reloadKey} wholeList={spec.wholeList ? { searchText: spec.nameOf } : undefined}
        toolbar={<>{spec.toolbar?.(reload)}{spec.fields && spec.creatable !== false ? <button type="button" className="dz-btn dz-btn-primary" onClick={() => setEditing({})}>新增{spec.noun}</button> : null}</>}
        actions={(row) => <>
          {canEdit(row) ? <button type="button" className="dz-btn dz-btn-sm" aria-label={`编辑${spec.nameOf(row)}`} onClick={() => void edit(row)}>编辑</button> : null}
          {spec.rowActions?.(row, reload)}
          {canDelete(row) ? <button type="button" className="dz-btn dz-btn-sm dz-btn-danger" aria-label={`删除${spec.nameOf(row)}`} onClick={() => void remove(row)}>删除</button> : null}
        </>} />
      {editing && spec.fields ? (
        <Modal title={`${editing.row ? '编辑' : '新增'}${spec.noun}`} width={620} onClose={() => setEditing(null)}>
          {note ? <p className="cs-form-note" role="note">{note}</p> : null}
          <ResourceForm fields={spec.fields} initial={spec.toValues ? spec.toValues(editing.row) : {}} onSubmit={save} onCancel={() => setEditing(null)} />
        </Modal>
      ) : null}
    </section>
  );
}
