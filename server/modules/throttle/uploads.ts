/**
 * Upload rates: every picture or video upload is decoded and stored, so one account may not send them
 * without end. Counted per member and per operator in PostgreSQL (the throttle service), refused with 429.
 */
import type { Throttle, ThrottlePolicy } from './throttle.service';

export const UPLOAD_THROTTLED = '上传过于频繁，请{n}分钟后再试';
/** A member uploads an avatar or a few after-sales pictures: 30 an hour is plenty. */
export const MEMBER_UPLOAD_POLICY: ThrottlePolicy = { limit: 30, windowSeconds: 3600, message: UPLOAD_THROTTLED };
/** An operator filling a catalogue uploads many: 600 an hour. */
export const OPERATOR_UPLOAD_POLICY: ThrottlePolicy = { limit: 600, windowSeconds: 3600, message: UPLOAD_THROTTLED };

export const uploadKey = (who: 'member' | 'operator', id: number) => `upload:${who}:${id}`;

/** Counts one upload for the account, or throws 429 when its hour is full. */
export function countUpload(throttle: Throttle, who: 'member' | 'operator', id: number): Promise<void> {
  return throttle.consume(uploadKey(who, id), who === 'member' ? MEMBER_UPLOAD_POLICY : OPERATOR_UPLOAD_POLICY);
}
