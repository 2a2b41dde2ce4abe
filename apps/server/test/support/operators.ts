import type { OperatorRole } from '@yuanlong/shared/operators';
import { totpCode } from '../../src/lib/totp.ts';
import { addOperator } from '../../src/modules/operators/service.ts';
import type { TestContext } from './test-app.ts';

let counter = 0;

/** Adds an operator of `role` (as the command line would) and signs them in; answers their bearer headers. */
export async function signedInOperator(t: TestContext, role: OperatorRole) {
  counter += 1;
  const name = `${role}-${counter}`;
  const created = await addOperator(t.database.db, { name, role }, { operatorId: null, ip: 'command line' });
  const secret = new URL(created.otpauth_uri).searchParams.get('secret')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { name, password: created.password, code: totpCode(secret, t.clock.now().getTime()) },
  });
  const token = res.json().data.token as string;
  return { name, token, headers: { authorization: `Bearer ${token}`, language: 'EN-US' } };
}
