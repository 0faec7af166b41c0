/**
 * What the editor screen edits: a page's body (the shop's header and footer shown locked above and below it),
 * or the shared header/footer on its own (their own view, with their own page settings). The screen is the
 * same. Every load answers the document's version; every save and publish sends it back (If-Match), and a
 * 409 means someone else changed the document since (the screen then offers reload or merge).
 */
import { api, storefrontUrl, type ChromeSlot, type PublishResult, type TemplateRow, type VersionRow, type Paged } from '../api/client';
import type { WidgetNode } from './state';

export interface Loaded {
  template: TemplateRow;
  widgets: WidgetNode[];
  version: number;
  /** A page editor shows the shared parts, locked; the chrome editor has none. */
  chrome: Record<ChromeSlot, WidgetNode[]> | null;
}

export interface EditorSource {
  /** Changes when another document is opened (remounts the screen). */
  key: string;
  /** '/api/admin/templates/7' or '/api/admin/chrome/header': where presence is reported. */
  base: string;
  /** page, header or footer: what the property panel may offer (a page can't move panels into the header). */
  kind: 'page' | ChromeSlot;
  load(): Promise<Loaded>;
  /** Saves on top of `version`; returns the new version. */
  save(widgets: WidgetNode[], version: number): Promise<number>;
  publish(version: number): Promise<PublishResult>;
  /** Where the published result is seen. */
  shopUrl(template: TemplateRow): string;
  /** The page's id (null for header/footer). */
  pageId: number | null;
  versions(): Promise<Paged<VersionRow>>;
  version(versionId: number): Promise<{ version_id: number; widgets: WidgetNode[] }>;
  rollback(versionId: number): Promise<PublishResult>;
  discard(): Promise<unknown>;
}

export function pageSource(id: number): EditorSource {
  return {
    key: `page-${id}`, pageId: id, base: `/api/admin/templates/${id}`, kind: 'page',
    load: () => api.template(id).then((d) => ({ template: d.template, widgets: d.body ?? [], version: d.version, chrome: { header: d.header ?? [], footer: d.footer ?? [] } })),
    save: async (widgets, version) => (await api.saveDraft(id, widgets, version)).version,
    publish: (version) => api.publish(id, version),
    shopUrl: storefrontUrl,
    versions: () => api.versions(id),
    version: (v) => api.version(id, v),
    rollback: (v) => api.rollback(id, v),
    discard: () => api.discardDraft(id),
  };
}

export const CHROME_TITLES: Record<ChromeSlot, string> = { header: '页头（所有页面共用）', footer: '页尾（所有页面共用）' };

/** The header or footer alone: its free panels and its own page settings (背景颜色 / 主题色), all stored. */
export function chromeSource(slot: ChromeSlot): EditorSource {
  return {
    key: `chrome-${slot}`, pageId: null, base: `/api/admin/chrome/${slot}`, kind: slot,
    load: () => api.chrome(slot).then((d) => ({
      template: { theme_pc_template_id: 0, template_title: CHROME_TITLES[slot], page_type: slot, status: 1 },
      widgets: d.widgets ?? [], version: d.version, chrome: null,
    })),
    save: async (widgets, version) => (await api.saveChrome(slot, widgets, version)).version,
    publish: (version) => api.publishChrome(slot, version),
    shopUrl: () => '/',
    versions: () => api.chromeVersions(slot),
    version: (v) => api.chromeVersion(slot, v),
    rollback: (v) => api.chromeRollback(slot, v),
    discard: () => api.discardChrome(slot),
  };
}
