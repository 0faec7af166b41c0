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
    <>
      <header className="auth-head">
        <div className="container auth-head-in">
          {/* Named by what it shows, then where it goes: a name that starts with the visible text (WCAG 2.5.3). */}
          <a href="/" className="auth-logo">
            {pics.logo ? <img src={pics.logo} alt={name} height={40} /> : <><span className="auth-logo-mark" aria-hidden="true">椒</span><span>{name}</span></>}
            <span className="sr-only"> 首页</span>
          </a>
          <span className="auth-brand-title">{title}</span>
          <a className="auth-head-link" href="/">返回商城首页</a>
        </div>
      </header>
      <div className="auth-stage" style={pics.background ? { backgroundImage: `url(${JSON.stringify(pics.background)})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}>
        <div className="container auth">
          <section className="auth-promise" aria-label={`${name}的承诺`}>
            <p className="auth-promise-name">{name}</p>
            <p className="auth-promise-slogan">一粒好花椒，麻香入川味</p>
            <ul>
              {PROMISES.map(([t, d]) => <li key={t}><b>{t}</b><span>{d}</span></li>)}
            </ul>
          </section>
          {children}
        </div>
      </div>
    </>
  );
}

/** The brand's three promises beside the form (the same copy as the home page's trust bar). */
const PROMISES: [string, string][] = [
  ['产地直采', '汉源、金阳、茂县核心产区直供'],
  ['低温研磨', '锁住麻香，开袋即闻'],
  ['48小时发货', '全国包邮，售后无忧'],
];
