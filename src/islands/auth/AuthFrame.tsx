/**
 * Frame of the auth pages: the logo, background and site name of pctemplate/loginPage/setting (storefront
 * spec "Auth layout"; set in the console's 设置 › 站点), falling back to the brand mark and the default gradient.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../lib/api';
import { SITE_NAME } from '../../lib/constants';

interface Pictures { logo?: string; background?: string; brand_name?: string }

export default function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const [pics, setPics] = useState<Pictures>({});
  useEffect(() => {
    api.get<Pictures>('pctemplate/loginPage/setting', {}, { showError: false }).then(setPics).catch(() => undefined);
  }, []);
  const name = pics.brand_name || SITE_NAME;
  return (
    <div className="container auth-page">
      <div className="auth-brand">
        {/* Named by what it shows, then where it goes: a name that starts with the visible text (WCAG 2.5.3). */}
        <a href="/" className="auth-logo">
          {pics.logo ? <img src={pics.logo} alt={name} height={40} /> : <><span className="auth-logo-mark" aria-hidden="true">椒</span><span>{name}</span></>}
          <span className="sr-only"> 首页</span>
        </a>
        <span className="auth-brand-title">{title}</span>
      </div>
      <div className="auth" style={pics.background ? { backgroundImage: `url(${JSON.stringify(pics.background)})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}>
        {children}
      </div>
    </div>
  );
}
