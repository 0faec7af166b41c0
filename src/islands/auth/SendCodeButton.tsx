/** 发送验证码 button: runs `send`, and on success counts down 60 s before 重新发送 (spec §4, §9). */
import { useEffect, useState } from 'react';
import { SEND_CODE_SECONDS, sendCodeLabel } from '../../lib/auth';

export default function SendCodeButton({ send }: { send: () => Promise<boolean> }) {
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const click = async () => {
    setBusy(true);
    try {
      if (await send()) { setSent(true); setLeft(SEND_CODE_SECONDS); }
    } finally { setBusy(false); }
  };
  return (
    <button type="button" className="btn auth-send" disabled={busy || left > 0} onClick={() => void click()}>
      {sendCodeLabel(left, sent)}
    </button>
  );
}
