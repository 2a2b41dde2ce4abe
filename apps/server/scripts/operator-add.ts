// `npm run operator:add -- NAME ROLE`: adds an operator of the console (/admin) to the configured
// database (DATABASE_URL, or PGlite under DATA_DIR: stop `npm start` first when it uses PGlite) and
// prints, once, their password and the authenticator key as a QR code and an otpauth:// URI.
// Roles: viewer, support, finance, admin. The audit log records the addition as the command line's.

import { translate } from '@yuanlong/shared/messages';
import { OPERATOR_ROLES, type OperatorRole, operatorNameSchema } from '@yuanlong/shared/operators';
import QRCode from 'qrcode';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { AppError } from '../src/errors.ts';
import { addOperator } from '../src/modules/operators/service.ts';

const [name = '', role = ''] = process.argv.slice(2);
if (!operatorNameSchema.safeParse(name).success || !OPERATOR_ROLES.includes(role as OperatorRole)) {
  console.error(
    `usage: npm run operator:add -- NAME ROLE\n  NAME: 2-32 of a-z 0-9 . _ - (starting with a letter or digit)\n  ROLE: ${OPERATOR_ROLES.join(', ')}`,
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const created = await addOperator(
    database.db,
    { name, role: role as OperatorRole },
    { operatorId: null, ip: 'command line' },
  );
  console.log(`Operator "${created.operator.name}" (${created.operator.role}) added. Shown once:\n`);
  console.log(`  password: ${created.password}\n`);
  console.log('  Scan the key with an authenticator app (or enter the URI below):\n');
  console.log(await QRCode.toString(created.otpauth_uri, { type: 'terminal', small: true }));
  console.log(`  ${created.otpauth_uri}\n`);
  console.log("Sign in at /admin with the name, the password and the app's 6-digit code.");
} catch (error) {
  console.error(error instanceof AppError ? translate(error.messageKey, 'en') : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
