/**
 * Frame of the auth pages: the logo and background of pctemplate/loginPage/setting (storefront spec
 * "Auth layout"), falling back to the brand mark and the default gradient.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../lib/api';

interface Pictures { logo?: string; background?: string }

export default function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const [pics, setPics] = useState<Pictures>({});
  useEffect(() => {
    api.get<Pictures>('pctemplate/loginPage/setting', {}, { showError: false }).then(setPics).catch(() => undefined);
  }, []);
  return (
    <div className="container auth-page">
      <div className="auth-brand">
        <a href="/" className="auth-logo" aria-label="川香源直销商城 首页">
          {pics.logo ? <img src={pics.logo} alt="川香源" height={40} /> : <><span className="auth-logo-mark" aria-hidden="true">椒</span><span>川香源直销商城</span></>}
        </a>
        <span className="auth-brand-title">{title}</span>
      </div>
      <div className="auth" style={pics.background ? { backgroundImage: `url(${JSON.stringify(pics.background)})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}>
        {children}
      </div>
    </div>
  );
}
