/** Document validation on save: structure first, then every widget's own limits. */
import type { WidgetNode } from '../widgets/types';
import { validateWidget } from '../widgets/registry';

export interface DocumentIssue { index: number; type: string; path: string; message: string }

const UUID_RE = /^[0-9a-zA-Z_-]{4,40}$/;

export function validateWidgets(widgets: unknown): DocumentIssue[] {
  if (!Array.isArray(widgets)) return [{ index: -1, type: '', path: '', message: '页面装修内容不合法' }];
  const issues: DocumentIssue[] = [];
  widgets.forEach((w, index) => {
    if (!w || typeof w !== 'object' || typeof (w as WidgetNode).type !== 'string') {
      issues.push({ index, type: '', path: '', message: '页面装修内容不合法' });
      return;
    }
    const node = w as WidgetNode;
    if (node.uuid !== undefined && !UUID_RE.test(String(node.uuid))) issues.push({ index, type: node.type, path: 'uuid', message: '组件标识不合法' });
    for (const i of validateWidget(node)) issues.push({ index, type: node.type, path: i.path, message: i.message });
  });
  if (widgets.filter((w) => (w as WidgetNode)?.type === 'W0000').length > 1) issues.push({ index: -1, type: 'W0000', path: '', message: '页面配置只能有一个' });
  return issues;
}
