/** Screens: 登录 → 页面列表 → 设计器, and the 运营后台 at #/admin/…. A 401 from any call returns to the login screen. */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { setUnauthorizedHandler } from './api/client';
import { $view, logout, pageParam } from './store/session';
import { T } from './strings';
import { ConfirmDialog } from './ui/ConfirmDialog';
import { Editor } from './ui/Editor';
import { ChromeEditor } from './ui/ChromeEditor';
import { Login } from './ui/Login';
import { PageList } from './ui/PageList';
import { Toast } from './ui/Toast';
import { $route, isConsoleHash } from './console/route';

// The operator console is its own chunk: the designer starts without evaluating every console screen.
const Console = lazy(() => import('./console/Console').then((m) => ({ default: m.Console })));

export function App() {
  const view = useStore($view);
  useStore($route); // the console lives at #/admin/…: follow the address
  const inConsole = isConsoleHash();
  const [pageId, setPageId] = useState<number | null>(() => pageParam());
  useEffect(() => setUnauthorizedHandler(() => logout(T.login.expired)), []);
  const open = (id: number) => { setPageId(id); $view.set('editor'); };
  const current = view === 'pages' && pageId !== null && pageParam() === pageId ? 'editor' : view;

  return (
    <>
      {current === 'login' ? <Login /> : null}
      {current !== 'login' && inConsole ? <Suspense fallback={<p className="dz-center" role="status">{T.pages.loading}</p>}><Console /></Suspense> : null}
      {current === 'pages' && !inConsole ? <PageList onOpen={open} /> : null}
      {current === 'editor' && !inConsole && pageId !== null ? <Editor key={pageId} id={pageId} /> : null}
      {current === 'chrome' && !inConsole ? <ChromeEditor /> : null}
      <ConfirmDialog />
      <Toast />
    </>
  );
}
