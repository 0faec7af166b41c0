/** Nickname, sex and birthday inputs shared by 完善资料 (/auth/profile) and 个人资料 (/member/profile). */
import { useState } from 'react';
import { birthdayYears, changeDate, daysInMonth, SEX_OPTIONS, splitDate } from '../../lib/auth';

export interface ProfileValues { nickname: string; sex: number; birthday: string }

export default function ProfileFields({ value, onChange }: { value: ProfileValues; onChange: (v: ProfileValues) => void }) {
  const [parts, setParts] = useState(() => splitDate(value.birthday));
  const years = birthdayYears(new Date());
  const days = parts.year && parts.month ? daysInMonth(+parts.year, +parts.month) : 31;
  const pick = (patch: Partial<typeof parts>) => {
    const next = changeDate(parts, patch);
    setParts(next.parts);
    onChange({ ...value, birthday: next.value });
  };
  const select = (label: string, v: string, options: number[], unit: string, key: keyof typeof parts) => (
    <select aria-label={label} value={v} onChange={(e) => pick({ [key]: e.target.value })}>
      <option value="">{unit}</option>
      {options.map((o) => <option key={o} value={String(o)}>{o}{unit}</option>)}
    </select>
  );
  return (
    <>
      <div className="field">
        <label htmlFor="profile-nickname">昵称</label>
        <input id="profile-nickname" value={value.nickname} maxLength={20} placeholder="请输入昵称" onChange={(e) => onChange({ ...value, nickname: e.target.value })} />
      </div>
      <fieldset className="field profile-sex">
        <legend>性别</legend>
        {SEX_OPTIONS.map((o) => (
          <label key={o.value}><input type="radio" name="profile-sex" checked={value.sex === o.value} onChange={() => onChange({ ...value, sex: o.value })} /> {o.label}</label>
        ))}
      </fieldset>
      <fieldset className="field profile-birthday">
        <legend>生日</legend>
        {select('出生年份', parts.year, years, '年', 'year')}
        {select('出生月份', parts.month, Array.from({ length: 12 }, (_, i) => i + 1), '月', 'month')}
        {select('出生日', parts.day, Array.from({ length: days }, (_, i) => i + 1), '日', 'day')}
      </fieldset>
    </>
  );
}
