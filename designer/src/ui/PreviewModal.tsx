/** 预览: every widget rendered in preview mode (links inert) on the page background. */
import { useStore } from '@nanostores/react';
import { RenderWidgets } from '../../../src/widgets/RenderWidget';
import { pageContext } from '../canvas/Canvas';
import { $doc } from '../store/designer';
import { $previewOpen } from '../store/ui';
import { T } from '../strings';
import { Modal } from './Modal';

export function PreviewModal() {
  const open = useStore($previewOpen);
  const doc = useStore($doc);
  if (!open) return null;
  const ctx = pageContext(doc, 'preview');
  return (
    <Modal title={T.previewTitle} onClose={() => $previewOpen.set(false)} width="min(1260px, 96vw)" className="dz-preview">
      <div className="dz-preview-page" style={{ backgroundColor: ctx.page.backgroundColor }}>
        <RenderWidgets nodes={doc.widgets} ctx={ctx} />
      </div>
    </Modal>
  );
}
