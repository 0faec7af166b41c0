/** The registration agreement / privacy policy of GET shops/protocol in a modal. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import Modal from '../ui/Modal';

interface Protocol { title: string; content: string; update_date?: string }

export default function ProtocolDialog({ type, onClose }: { type: 'member_register' | 'privacy' | null; onClose: () => void }) {
  const [p, setP] = useState<Protocol | null>(null);
  useEffect(() => {
    if (!type) return;
    setP(null);
    api.get<Protocol>('shops/protocol', { type }).then(setP).catch(() => onClose());
  }, [type, onClose]);
  return (
    <Modal open={!!type} title={p?.title ?? '加载中…'} width={640} onClose={onClose}
      footer={<button type="button" className="ui-btn ui-btn-primary" onClick={onClose}>我知道了</button>}>
      {/* Server-authored HTML of our own protocol texts. */}
      {p && <div className="auth-protocol" dangerouslySetInnerHTML={{ __html: p.content }} />}
      {p?.update_date && <p className="mem-muted">更新日期：{p.update_date}</p>}
    </Modal>
  );
}
