/** Screens: 登录 → 页面列表 → 设计器, and the 运营后台 at #/admin/…. A 401 from any call returns to the login screen. */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { setUnauthorizedHandler } from './api/client';
import { $view, logout, pageParam } from './store/session';
import { T } from './strings';
import { ConfirmDialog } from './ui/ConfirmDialog';
import { Login } from './ui/Login';
import { PageList } from './ui/PageList';
import { Toast } from './ui/Toast';
import { $route, isConsoleHash } from './console/route';

// The operator console and the editing screens (canvas, widgets, panels, drag and drop) are chunks of their
// own: the start evaluates only login and the page list, in one short task rather than one long one. The
// editor is fetched as soon as the page list shows, so opening a page doesn't wait for it.
const Console = lazy(() => import('./console/Console').then((m) => ({ default: m.Console })));
const loadEditor = () => import('./ui/ChromeEditor');
const Editor = lazy(() => import('./ui/Editor').then((m) => ({ default: m.Editor })));
const ChromeEditor = lazy(() => loadEditor().then((m) => ({ default: m.ChromeEditor })));
const loading = <p className="dz-center" role="status">{T.pages.loading}</p>;

export function App() {
  const view = useStore($view);
  useStore($route); // the console lives at #/admin/…: follow the address
  const inConsole = isConsoleHash();
  const [pageId, setPageId] = useState<number | null>(() => pageParam());
  useEffect(() => setUnauthorizedHandler(() => logout(T.login.expired)), []);
  useEffect(() => { if (view !== 'login') void loadEditor(); }, [view]);
  const open = (id: number) => { setPageId(id); $view.set('editor'); };
  const current = view === 'pages' && pageId !== null && pageParam() === pageId ? 'editor' : view;

  return (
    <>
      {current === 'login' ? <Login /> : null}
      {current !== 'login' && inConsole ? <Suspense fallback={loading}><Console /></Suspense> : null}
      {current === 'pages' && !inConsole ? <PageList onOpen={open} /> : null}
      {current === 'editor' && !inConsole && pageId !== null ? <Suspense fallback={loading}><Editor key={pageId} id={pageId} /></Suspense> : null}
      {current === 'chrome' && !inConsole ? <Suspense fallback={loading}><ChromeEditor /></Suspense> : null}
      <ConfirmDialog />
      <Toast />
    </>
  );
}
