/**
 * /member/profile (个人资料): avatar (espier/image_upload_token + espier/uploadlocal, JPG/PNG), nickname,
 * sex, birthday (PUT member); the masked mobile with 更换手机号 (/auth/bindphone) and 修改密码.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { api, upload } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import ProfileFields, { type ProfileValues } from '../auth/ProfileFields';
import MemberShell from './MemberShell';

interface Info { nickname?: string; sex?: number; birthday?: string; avatar?: string; mobile?: string }
const TYPES = ['image/jpeg', 'image/png'];
const MAX_BYTES = 5 * 1024 * 1024;

function ProfileForm() {
  const [info, setInfo] = useState<Info | null>(null);
  const [value, setValue] = useState<ProfileValues | null>(null);
  const [avatar, setAvatar] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    api.get<{ memberInfo: Info }>('member').then(({ memberInfo: m }) => {
      setInfo(m);
      setAvatar(m.avatar ?? '');
      setValue({ nickname: m.nickname ?? '', sex: Number(m.sex ?? 0), birthday: m.birthday ?? '' });
    }).catch(() => undefined);
  }, []);

  const pickAvatar = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) { showToast('上传图片只能是 JPG 或者 PNG 格式!', 'error'); return; }
    if (file.size > MAX_BYTES) { showToast('图片不能超过5MB', 'error'); return; }
    setBusy(true);
    try {
      const { token } = await api.get<{ token: string }>('espier/image_upload_token');
      const { image_url } = await upload<{ image_url: string }>('espier/uploadlocal', file, { token });
      await api.put('member', { avatar: image_url });
      setAvatar(image_url);
      showToast('头像上传成功', 'success');
    } catch { /* the API client showed the message */ }
    setBusy(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value || busy) return;
    if (!value.nickname.trim()) { showToast('请输入昵称', 'error'); return; }
    setBusy(true);
    try {
      await api.put('member', { nickname: value.nickname.trim(), sex: value.sex, birthday: value.birthday });
      showToast('资料保存成功', 'success');
    } catch { /* shown */ }
    setBusy(false);
  };

  if (!info || !value) return <p className="mem-empty">加载中…</p>;
  return (
    <form className="mem-card mem-form" onSubmit={submit} noValidate aria-label="个人资料">
      <div className="field">
        <span className="mem-form-label">头像</span>
        <div className="mem-avatar-row">
          <span className="mem-avatar">{avatar ? <img src={avatar} alt="当前头像" /> : <span aria-label="默认头像">椒</span>}</span>
          <button type="button" className="ui-btn" disabled={busy} onClick={() => fileRef.current?.click()}>上传头像</button>
          <input ref={fileRef} type="file" accept="image/jpeg,image/png" hidden aria-label="选择头像图片" onChange={(e) => void pickAvatar(e)} />
          <span className="mem-muted">支持 JPG、PNG，不超过 5MB</span>
        </div>
      </div>
      <div className="field">
        <span className="mem-form-label">手机号</span>
        <span data-testid="profile-mobile">{info.mobile}</span>
        <a className="mem-link" href="/auth/bindphone" style={{ marginLeft: 16 }}>更换手机号</a>
        <a className="mem-link" href="/member/change-password" style={{ marginLeft: 16 }}>修改密码</a>
      </div>
      <ProfileFields value={value} onChange={setValue} />
      <button type="submit" className="ui-btn ui-btn-primary" disabled={busy}>{busy ? '保存中…' : '保存'}</button>
    </form>
  );
}

export default function MemberProfile() {
  return <MemberShell title="个人资料"><ProfileForm /></MemberShell>;
}
