import {
  bindEmailBody,
  bindEmailResultSchema,
  changePasswordBody,
  payPasswordBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeResultSchema,
} from '@yuanlong/shared/account';
import { emptyEnvelope, envelopeOf } from '@yuanlong/shared/envelope';
import {
  recoveryCodesSchema,
  secondFactorCodeBody,
  secondFactorSetupSchema,
} from '@yuanlong/shared/second-factor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { bindEmail, changePassword, resetPassword } from './account-service.ts';
import { setFundPassword } from './fund-password.ts';
import { confirmSecondFactor, disableSecondFactor, startSecondFactor } from './second-factor.ts';
import { sendEmailCode } from './send-code.ts';

/** E-mail codes, e-mail binding, login and fund passwords, the second factor, forgot password. */
export function accountRoutes(ctx: ServiceContext) {
  const { db, throttle } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = {
      preHandler: requireUser(db),
      schema: { tags: ['account'], security: [{ bearer: [] }] },
    };

    r.post(
      '/api/user/send_code',
      {
        preHandler: optionalUser(db),
        schema: {
          tags: ['account'],
          summary: 'Sends a six-digit e-mail code (after the slider captcha)',
          description:
            'purpose bind (signed in; to `email`), reset (to `email`; the same answer whether or not it is registered, mail only when it is), password and paypwd (signed in; to the bound e-mail). A code expires in 10 minutes, works once, for its address and purpose only, and dies after 5 wrong tries. One send per address per minute (429).',
          security: [{ bearer: [] }, {}],
          body: sendCodeBody,
          response: { 200: envelopeOf(sendCodeResultSchema) },
        },
      },
      async (request) => {
        await throttle('sendCodePerIp', request.ip);
        const { purpose, email, captcha_token } = request.body;
        const result = await sendEmailCode(ctx, {
          purpose,
          email,
          captchaToken: captcha_token,
          userId: request.user?.userId,
          locale: request.locale,
        });
        return ok(request, result);
      },
    );
    r.post(
      '/api/user/bind_email',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Binds or changes the e-mail with a bind code; optionally sets the first login password; a change ends other sessions',
          body: bindEmailBody,
          response: { 200: envelopeOf(bindEmailResultSchema) },
        },
      },
      async (request) => {
        await throttle('checkCodePerIp', request.ip);
        return ok(request, await bindEmail(ctx, request.user!.userId, request.user!.tokenHash, request.body));
      },
    );
    r.post(
      '/api/user/password',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Sets or changes the login password (old password, or a password code); ends other sessions',
          body: changePasswordBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await throttle('checkCodePerIp', request.ip);
        await changePassword(ctx, request.user!.userId, request.user!.tokenHash, request.body);
        return ok(request, null);
      },
    );
    r.post(
      '/api/user/paypwd',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Sets or changes the fund password (login password, or a paypwd code); needs a bound e-mail',
          body: payPasswordBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await throttle('checkCodePerIp', request.ip);
        await setFundPassword(ctx, request.user!.userId, request.body);
        return ok(request, null);
      },
    );
    r.post(
      '/api/user/totp/start',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Starts setting up the second factor (TOTP): a new key as otpauth URI, QR code (SVG) and text',
          description:
            'The key is not in force until confirmed with a code; starting again replaces it. 409 while the second factor is on.',
          response: { 200: envelopeOf(secondFactorSetupSchema) },
        },
      },
      async (request) => ok(request, await startSecondFactor(ctx, request.user!.userId)),
    );
    r.post(
      '/api/user/totp/confirm',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Turns the second factor on with a code of the new key; answers ten recovery codes, this once',
          description:
            'From then on sign-in, withdrawals and fund-password changes need `totp_code`; withdrawals and claims wait 24 hours.',
          body: secondFactorCodeBody,
          response: { 200: envelopeOf(recoveryCodesSchema) },
        },
      },
      async (request) => {
        await throttle('checkCodePerIp', request.ip);
        return ok(request, await confirmSecondFactor(ctx, request.user!.userId, request.body.code));
      },
    );
    r.post(
      '/api/user/totp/off',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: 'Turns the second factor off with a current code or a recovery code',
          description: 'Withdrawals and claims wait 24 hours after.',
          body: secondFactorCodeBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await throttle('checkCodePerIp', request.ip);
        await disableSecondFactor(ctx, request.user!.userId, request.body.code);
        return ok(request, null);
      },
    );
    r.post(
      '/api/user/forget/reset',
      {
        schema: {
          tags: ['account'],
          summary: 'Forgot password: a reset code and a new login password; every session ends',
          body: resetPasswordBody,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await throttle('checkCodePerIp', request.ip);
        await resetPassword(ctx, request.body);
        return ok(request, null);
      },
    );
  };
}
