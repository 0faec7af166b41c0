/**
 * 分享 on the item page (spec §2): weibo, wechat, QQ, QZone and douban. The wechat panel (hover, focus or
 * click) shows a QR code of this page drawn here by the `qrcode` library — loaded only when the panel
 * first opens, so it costs nothing on the first visit — with the title, price, a download link for the
 * image and the link to copy.
 */
import { useState } from 'react';
import { showToast } from '../../lib/stores/toast';

interface Props { title: string; price: string; pic?: string }

type Site = 'weibo' | 'qq' | 'qzone' | 'douban';
const SITES: { id: Site; label: string }[] = [
  { id: 'weibo', label: '微博' }, { id: 'qq', label: 'QQ' }, { id: 'qzone', label: 'QQ空间' }, { id: 'douban', label: '豆瓣' },
];

/** The share page of each site, for this page's address, title and picture. */
export function shareUrl(site: Site, url: string, title: string, pic = ''): string {
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  switch (site) {
    case 'weibo': return `https://service.weibo.com/share/share.php?${q({ url, title, pic })}`;
    case 'qq': return `https://connect.qq.com/widget/shareqq/index.html?${q({ url, title, pics: pic, summary: title })}`;
    case 'qzone': return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${q({ url, title, pics: pic, summary: title })}`;
    case 'douban': return `https://www.douban.com/share/service?${q({ href: url, name: title, image: pic })}`;
  }
}

/** This page's address without the query (no resume or tracking parameters in a shared link). */
const pageUrl = () => location.origin + location.pathname;
const absolute = (src?: string) => (src ? new URL(src, location.origin).href : '');

export default function SharePanel({ title, price, pic }: Props) {
  const [qr, setQr] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const showQr = () => {
    setOpen(true);
    if (qr) return;
    void import('qrcode').then((m) => m.toDataURL(pageUrl(), { width: 160, margin: 1 })).then(setQr)
      .catch(() => showToast('二维码生成失败，请复制链接分享', 'error'));
  };
  const copy = async () => {
    try { await navigator.clipboard.writeText(pageUrl()); showToast('链接已复制', 'success'); } catch { showToast('复制失败，请手动复制链接', 'error'); }
  };
  return (
    <div className="pd-share" role="group" aria-label="分享">
      <span className="pd-share-k">分享到：</span>
      <div className="pd-share-wx" onMouseEnter={showQr} onMouseLeave={() => setOpen(false)}>
        <button type="button" aria-expanded={open} onFocus={showQr} onClick={showQr}>微信</button>
        {open && (
          <div className="pd-share-qr" role="dialog" aria-label="微信扫码分享">
            {qr ? <img src={qr} alt="本商品页二维码" width={160} height={160} /> : <div className="pd-share-qr-wait">二维码生成中…</div>}
            <p className="pd-share-title">{title}</p>
            <p className="pd-share-price">{price}</p>
            <p className="pd-share-tip">微信扫一扫，或下载图片、复制链接分享给好友</p>
            <div className="pd-share-actions">
              {qr && <a href={qr} download="商品二维码.png">下载图片</a>}
              <button type="button" onClick={() => void copy()}>复制链接</button>
            </div>
          </div>
        )}
      </div>
      {SITES.map((s) => (
        <button type="button" key={s.id} onClick={() => window.open(shareUrl(s.id, pageUrl(), title, absolute(pic)), '_blank', 'noopener,width=700,height=560')}>{s.label}</button>
      ))}
    </div>
  );
}
