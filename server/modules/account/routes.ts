/**
 * /api/h5app/wxapp account endpoints (api-contract §4.1, §4.2): image captcha, SMS codes, register,
 * reset/change password, profile, change mobile, member settings, protocols, trust login, login-page
 * pictures. The password/SMS login itself stays on POST login (member/routes.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { CODE_TYPES, checkCaptcha, isCodeType, issueCaptcha } from './captcha.service';
import { sendSmsCode, smsLimitsFromEnv } from './sms/codes.service';
import type { SmsProvider } from './sms/providers';
import { changeMobile, memberIdByMobile, parseBirthday, parseSex, register, requireMobile, resetPassword, updateProfile, type ProfileInput } from './account.service';
import { memberInfo } from '../member/member.service';
import { PROTOCOL_DATE, PROTOCOLS } from './protocol';
import { readSetting } from '../console/settings.service';
import { declare, fields, NO_INPUT, oneOf, opt, text, type Declared } from '../../http/schema';
import { configuredSms } from './sms/configured.server';
import type { ThrottlePolicy } from '../throttle/throttle.service';

// Bounds only: the handlers keep their own checks and messages (a value outside an enum answers the
// handler's message; a refine's own message is kept, where oneOf's is replaced by the generic one).
const choice = (values: readonly string[], message: string) => opt(text(32).refine((v) => values.includes(v), message));
const mobile = () => opt(text(20));
const vcode = () => opt(text(8));
const password = () => opt(text(64));
const sex = () => choice(['0', '1', '2'], '性别参数错误');
const birthday = () => opt(text(32));
const yesNo = () => opt(oneOf(['true', 'false', '1', '0', 'on', 'off'], '{field}必须是 true 或 false'));

export const ImageCodeInput = fields({ type: choice(CODE_TYPES, '图片验证码类型错误') });
export const SmsCodeInput = fields({ type: choice(CODE_TYPES, '手机验证码类型错误'), mobile: mobile(), token: opt(text(64)), yzm: opt(text(8)) });
export const RegisterInput = fields({ mobile: mobile(), password: password(), vcode: vcode(), sex: sex(), birthday: birthday(), username: opt(text(50)) });
export const ResetPasswordInput = fields({ mobile: mobile(), password: password(), vcode: vcode() });
export const ProfileUpdateInput = fields({ nickname: opt(text(50)), username: opt(text(50)), avatar: opt(text(255)), sex: sex(), birthday: birthday() });
export const ChangeMobileInput = fields({ mobile: mobile(), vcode: vcode() });
export const MemberSettingInput = fields({ is_edite_page: yesNo() });
export const ProtocolInput = fields({ type: choice(Object.keys(PROTOCOLS), '协议类型错误') });

/** Registration-status answers (该手机号已注册 / 未注册) per client address: 20 an hour. */
export const STATUS_LOOKUP_POLICY: ThrottlePolicy = { limit: 20, windowSeconds: 3600, message: '请求过于频繁，请{n}分钟后再试' };

export interface AccountDeps extends AppDeps { sms: SmsProvider; now: () => Date }

export default async function accountRoutes(app: FastifyInstance, deps: AccountDeps) {
  const { db, now } = deps;
  const limits = smsLimitsFromEnv();
  const guest = (input: Declared['input']) => ({ preHandler: app.optionalMember, ...declare({ input }) });
  const req = (input: Declared['input']) => ({ preHandler: app.requireMember, ...declare({ input }) });

  app.get('/member/image/code', guest(ImageCodeInput), async (r) => issueCaptcha(db, param.str(input(r).type), now()));

  app.get('/member/sms/code', guest(SmsCodeInput), async (r: FastifyRequest) => {
    const q = input(r);
    const type = param.str(q.type);
    if (!isCodeType(type)) throw new BizError('手机验证码类型错误');
    // A member changing the password may leave out the mobile (the member centre only shows it masked).
    const own = r.member && type === 'forgot_password' && !param.str(q.mobile);
    const mobile = own ? r.member!.mobile : requireMobile(param.str(q.mobile));
    // Changing the mobile is done from the member centre: the login stands in for the captcha.
    if (type === 'update') {
      if (!r.member) throw new BizError('Unable to authenticate user.', 401, 401001);
    } else {
      await checkCaptcha(db, type, param.str(q.token), param.str(q.yzm), now());
    }
    // Whether a mobile is registered is said only after a solved captcha, and only so often per address:
    // each answer saying so is counted, and a full address is refused before anything is looked up.
    const statusKey = `sms-status:ip:${r.ip}`;
    await app.throttle.check(statusKey, STATUS_LOOKUP_POLICY);
    const registered = !!(await memberIdByMobile(db, mobile));
    const refusal = (type === 'sign' || type === 'update') && registered ? '该手机号已注册'
      : (type === 'forgot_password' || type === 'login') && !registered ? '该手机号未注册' : '';
    if (refusal) {
      await app.throttle.recordFailure(statusKey, STATUS_LOOKUP_POLICY);
      throw new BizError(refusal);
    }
    const code = await sendSmsCode(db, await configuredSms(db, deps.sms), limits, { mobile, type, ip: r.ip, now: now() });
    if (process.env.SMS_DEBUG === '1') return { message: '短信调试模式已开启', debug_vcode: code };
    return { message: '短信发送成功' };
  });

  app.post('/member', guest(RegisterInput), async (r) => {
    const b = input(r);
    const userId = await register(db, {
      mobile: param.str(b.mobile), password: param.str(b.password), vcode: param.str(b.vcode),
      sex: parseSex(b.sex), birthday: parseBirthday(b.birthday, now()), username: param.str(b.username),
    }, now());
    return { token: await app.issueMemberToken(userId, true) };
  });

  // Forgot password (guest, by mobile) and change password (member centre: the member's own mobile).
  // Either way every earlier session ends; the member changing it gets a fresh token for this one.
  app.post('/member/reset/password', guest(ResetPasswordInput), async (r) => {
    const b = input(r);
    const mobile = r.member ? r.member.mobile : param.str(b.mobile);
    const userId = await resetPassword(db, mobile, param.str(b.password), param.str(b.vcode), now());
    return { user_id: userId, status: true, ...(r.member ? { token: await app.issueMemberToken(userId) } : {}) };
  });

  app.put('/member', req(ProfileUpdateInput), async (r) => {
    const b = input(r);
    const p: ProfileInput = {};
    if (b.nickname !== undefined || b.username !== undefined) p.nickname = param.str(b.nickname ?? b.username);
    if (b.avatar !== undefined) p.avatar = param.str(b.avatar);
    if (b.sex !== undefined) p.sex = parseSex(b.sex);
    if (b.birthday !== undefined) p.birthday = parseBirthday(b.birthday, now());
    await updateProfile(db, r.member!.user_id, p);
    return memberInfo(db, r.member!.user_id);
  });

  app.put('/member/mobile', req(ChangeMobileInput), async (r) => {
    const b = input(r);
    await changeMobile(db, r.member!.user_id, param.str(b.mobile), param.str(b.vcode), now());
    return { status: true };
  });

  // Extra fields of the register/profile forms (api-contract §4.2): [] unless the edit page asks.
  app.get('/member/setting', guest(MemberSettingInput), async (r) => {
    if (!param.bool(input(r).is_edite_page)) return [];
    return {
      username: { name: '昵称', is_open: true, is_required: false, element_type: 'input' },
      sex: { name: '性别', is_open: true, is_required: false, element_type: 'select', items: [{ value: 0, label: '保密' }, { value: 1, label: '男' }, { value: 2, label: '女' }] },
      birthday: { name: '生日', is_open: true, is_required: false, element_type: 'date' },
    };
  });

  app.get('/shops/protocol', guest(ProtocolInput), async (r) => {
    const type = param.str(input(r).type) || 'member_register';
    const p = PROTOCOLS[type];
    if (!p) throw new BizError('协议类型错误');
    return { type, title: p.title, content: p.content, update_date: PROTOCOL_DATE, take_effect_date: PROTOCOL_DATE };
  });

  // WeChat login (trustlogin/*, member/bind): modules/wechat-login.

  // Login page pictures (storefront spec: auth layout) as set in the console (设置 › 站点), else the
  // environment's; empty means the layout's defaults. brand_name is the site name.
  const loginPictures = async () => {
    const site = await readSetting(db, 'site');
    return { logo: site.logo || (process.env.LOGIN_LOGO ?? ''), background: site.login_background || (process.env.LOGIN_BACKGROUND ?? ''), brand_name: site.site_name };
  };
  app.get('/shops/setting', guest(NO_INPUT), loginPictures);
  app.get('/pctemplate/loginPage/setting', guest(NO_INPUT), loginPictures);
}
