import { type CaptchaVerifyBody, captchaResultSchema } from '@yuanlong/shared/captcha';
import { apiPost } from '../../lib/api-client.ts';

/** POST /api/captcha/verify: where the piece was dropped and the drag; a single-use token when right. */
export function verifyCaptcha(body: CaptchaVerifyBody) {
  return apiPost('/api/captcha/verify', { body, schema: captchaResultSchema });
}
