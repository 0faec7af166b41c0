/** Image captcha (GET member/image/code): the picture, refreshed on click and after every use. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';

export interface CaptchaState { token: string; refresh: () => void; image: string }

export function useCaptcha(type: string): CaptchaState {
  const [data, setData] = useState({ token: '', image: '' });
  const refresh = useCallback(() => {
    api.get<{ imageToken: string; imageData: string }>('member/image/code', { type }, { showError: false })
      .then((d) => setData({ token: d.imageToken, image: d.imageData }))
      .catch(() => setData({ token: '', image: '' }));
  }, [type]);
  useEffect(refresh, [refresh]);
  return { ...data, refresh };
}

export function CaptchaImage({ captcha }: { captcha: CaptchaState }) {
  return (
    // data-captcha-token: which captcha is on screen (development tools and tests look its answer up).
    <button type="button" className="auth-captcha" data-captcha-token={captcha.token} onClick={captcha.refresh} title="看不清？换一张" aria-label="图片验证码，点击换一张">
      {captcha.image ? <img src={captcha.image} alt="图片验证码" width={100} height={34} /> : '加载中…'}
    </button>
  );
}
