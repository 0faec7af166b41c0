/**
 * What the editor screen edits: a page (header + body + footer in one list, saved with only the shared parts
 * this operator changed) or the shared header/footer on its own (their own view). The screen is the same.
 */
import { api, storefrontUrl, type ChromeSlot, type PublishResult, type TemplateRow } from '../api/client';
import { PAGE_TYPE, type WidgetNode } from './state';

export interface EditorSource {
  /** Changes when another document is opened (remounts the screen). */
  key: string;
  load(): Promise<{ template: TemplateRow; widgets: WidgetNode[] }>;
  /** `chrome`: the shared parts changed since load/save (a page's save writes only those). */
  save(widgets: WidgetNode[], chrome: ChromeSlot[]): Promise<void>;
  publish(): Promise<PublishResult>;
  /** Where the published result is seen. */
  shopUrl(template: TemplateRow): string;
  /** Versions, rollback and discarding a draft exist for pages only. */
  pageId: number | null;
}

export function pageSource(id: number): EditorSource {
  return {
    key: `page-${id}`, pageId: id,
    load: () => api.template(id).then((d) => ({ template: d.template, widgets: d.widgets ?? [] })),
    save: async (widgets, chrome) => { await api.saveDraft(id, widgets, chrome); },
    publish: () => api.publish(id),
    shopUrl: storefrontUrl,
  };
}

export const CHROME_TITLES: Record<ChromeSlot, string> = { header: '页头（所有页面共用）', footer: '页尾（所有页面共用）' };

/** The header or footer alone: its free panels; the page settings (W0000) the canvas needs are not stored. */
export function chromeSource(slot: ChromeSlot): EditorSource {
  return {
    key: `chrome-${slot}`, pageId: null,
    load: () => api.chrome(slot).then((d) => ({
      template: { theme_pc_template_id: 0, template_title: CHROME_TITLES[slot], page_type: slot, status: 1 },
      widgets: d.widgets ?? [],
    })),
    save: async (widgets) => { await api.saveChrome(slot, widgets.filter((w) => w.type !== PAGE_TYPE)); },
    publish: () => api.publishChrome(slot),
    shopUrl: () => '/',
  };
}
