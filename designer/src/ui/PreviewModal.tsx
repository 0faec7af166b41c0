/**
 * 预览: the page as shoppers see it (top bar, the shop's header and footer, links inert) at a shopper's window width,
 * scaled to fit; the header's search box with the shop's hot words.
 */
import { useStore } from '@nanostores/react';
import { $doc, $lockedChrome } from '../store/designer';
import { asShopShows } from '../doc/hotWords';
import { $shopHotWords } from '../store/hotWords';
import { $previewOpen, $previewWidth, PREVIEW_WIDTHS } from '../store/ui';
import { T } from '../strings';
import { Modal } from './Modal';
import { ShopFrame } from './ShopFrame';

export function PreviewModal() {
  const open = useStore($previewOpen);
  // Closed, it follows nothing: every edit (each keystroke in a field) would re-render it for nothing.
  return open ? <OpenPreview /> : null;
}

function OpenPreview() {
  const doc = useStore($doc);
  const width = useStore($previewWidth);
  const words = useStore($shopHotWords); // read when the canvas drew the header
  const chrome = useStore($lockedChrome);
  const shows = (list: typeof doc.widgets) => list.map((w) => asShopShows(w, words));
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
        <ShopFrame label={`${width}px 预览`} width={width} header={shows(chrome?.header ?? [])} body={shows(doc.widgets)} footer={shows(chrome?.footer ?? [])} />
      </div>
    </Modal>
  );
}
