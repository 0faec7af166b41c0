/** 预览: every widget rendered in preview mode (links inert) on the page background, at a shopper's window width; the header's search box with the shop's hot words. */
import { useStore } from '@nanostores/react';
import { RenderWidgets } from '../../../src/widgets/RenderWidget';
import { pageContext } from '../canvas/Canvas';
import { $doc } from '../store/designer';
import { asShopShows } from '../doc/hotWords';
import { $shopHotWords } from '../store/hotWords';
import { $previewOpen, $previewWidth, PREVIEW_WIDTHS } from '../store/ui';
import { T } from '../strings';
import { Modal } from './Modal';

export function PreviewModal() {
  const open = useStore($previewOpen);
  const doc = useStore($doc);
  const width = useStore($previewWidth);
  const words = useStore($shopHotWords); // read when the canvas drew the header
  if (!open) return null;
  const ctx = pageContext(doc, 'preview');
  return (
    <Modal title={T.previewTitle} onClose={() => $previewOpen.set(false)} width="96vw" className="dz-preview">
      <div className="dz-preview-widths dz-radios" role="radiogroup" aria-label="预览宽度">
        {PREVIEW_WIDTHS.map((w) => (
          <label key={w} className={`dz-radio${w === width ? ' is-on' : ''}`}>
            <input type="radio" name="preview-width" checked={w === width} onChange={() => $previewWidth.set(w)} />{w}px
          </label>
        ))}
      </div>
      <div className="dz-preview-frame">
        <div className="dz-preview-page" style={{ backgroundColor: ctx.page.backgroundColor, width }}>
          <RenderWidgets nodes={doc.widgets.map((w) => asShopShows(w, words))} ctx={ctx} />
        </div>
      </div>
    </Modal>
  );
}
