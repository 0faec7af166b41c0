/** 运营登录: POST /api/admin/login; the server answers with the httpOnly session cookie. */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { api } from '../api/client';
import { $loginMessage, loggedIn } from '../store/session';
import { T } from '../strings';

export function Login() {
  const notice = useStore($loginMessage);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) { setError('请输入用户名和密码'); return; }
    setBusy(true);
    setError('');
    try {
      await api.login(username.trim(), password);
      loggedIn();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="dz-login-page">
      <form className="dz-login" onSubmit={submit} aria-label={T.login.title}>
        <div className="dz-login-brand"><span className="dz-logo" aria-hidden="true">椒</span><span>{T.appTitle}</span></div>
        <h1>{T.login.title}</h1>
        {notice ? <p className="dz-notice">{notice}</p> : null}
        <label className="dz-login-field" htmlFor="login-username">{T.login.username}</label>
        <input id="login-username" className="dz-input" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <label className="dz-login-field" htmlFor="login-password">{T.login.password}</label>
        <input id="login-password" className="dz-input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        {error ? <p className="dz-field-error" role="alert">{error}</p> : null}
        <button type="submit" className="dz-btn dz-btn-primary dz-btn-block" disabled={busy}>{busy ? T.login.busy : T.login.submit}</button>
      </form>
    </main>
  );
}
