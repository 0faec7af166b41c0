/**
 * The SMS sender an operator chose in the console (设置 › 短信服务): `aliyun` with the stored sign name,
 * template and keys (a key not stored falls back to the environment's ALIYUN_SMS_*); `log`, or nothing
 * stored, keeps the sender the process was started with (SMS_PROVIDER). Read per send, so a change
 * takes effect at once on every API process.
 */
import type { Database } from '../../../db/database.server';
import { readSecrets, readSetting } from '../../console/settings.service';
import { AliyunSmsProvider, type SmsProvider } from './providers';

export async function configuredSms(db: Database, started: SmsProvider, env: NodeJS.ProcessEnv = process.env): Promise<SmsProvider> {
  const [setting, secrets] = await Promise.all([readSetting(db, 'sms'), readSecrets(db, 'sms')]);
  if (setting.provider !== 'aliyun') return started;
  const keyId = secrets.SMS_ACCESS_KEY_ID || env.ALIYUN_SMS_ACCESS_KEY_ID;
  const keySecret = secrets.SMS_ACCESS_KEY_SECRET || env.ALIYUN_SMS_ACCESS_KEY_SECRET;
  const signName = setting.sign_name || env.ALIYUN_SMS_SIGN_NAME;
  const templateCode = setting.template_code || env.ALIYUN_SMS_TEMPLATE_CODE;
  // Half-configured: sending would fail for every shopper; the operator is told why in the log.
  if (!keyId || !keySecret || !signName || !templateCode) {
    console.error('[短信] 后台选择了阿里云短信，但缺少密钥、签名或模板编号，仍使用启动时的短信服务');
    return started;
  }
  return new AliyunSmsProvider({ accessKeyId: keyId, accessKeySecret: keySecret, signName, templateCode, endpoint: env.ALIYUN_SMS_ENDPOINT });
}
