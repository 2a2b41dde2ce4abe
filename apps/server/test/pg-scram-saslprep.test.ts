import fs from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { saslPrep } from '../src/db/pg-auth.ts';
import { PgWire, targetOf } from '../src/db/pg-wire.ts';

// Full-width letters (as an East Asian input method types them), a no-break space and a soft
// hyphen: PostgreSQL stores the SCRAM verifier of the SASLprep'd password ("pass word1"), and
// libpq and node-postgres send that, so the product's two connections must too.
const PASSWORD = 'ｐａｓｓ\u00a0wo\u00adrd１';
const ROLE = 'yl_saslprep';

describe('SASLprep of a SCRAM password (RFC 4013, as PostgreSQL and node-postgres apply it)', () => {
  it('maps non-ASCII spaces to a space, drops what maps to nothing, and normalises NFKC', () => {
    expect(saslPrep(PASSWORD)).toBe('pass word1');
    expect(saslPrep('ﬁ\u2003x\u200d')).toBe('fi x');
    expect(saslPrep('plain-ascii 1')).toBe('plain-ascii 1');
    expect(saslPrep('盤古斧')).toBe('盤古斧');
  });

  const url = inject('postgresUrl');
  let roleUrl = '';
  let hbaFile = '';
  let hbaBefore = '';
  const admin = url ? new pg.Client({ connectionString: url }) : undefined;
  afterAll(async () => {
    if (!admin) return;
    if (hbaFile) {
      fs.writeFileSync(hbaFile, hbaBefore);
      await admin.query('select pg_reload_conf()');
    }
    await admin.query(`drop role if exists ${ROLE}`);
    await admin.end();
  });

  it.runIf(url)('connects with such a password where PostgreSQL asks for SCRAM-SHA-256', async () => {
    await admin!.connect();
    await admin!.query(`set password_encryption = 'scram-sha-256'`);
    await admin!.query(`drop role if exists ${ROLE}`);
    await admin!.query(`create role ${ROLE} login password '${PASSWORD}'`);
    // This role, over TCP, must prove the password by SCRAM (the test cluster trusts the rest).
    hbaFile = (await admin!.query<{ hba_file: string }>('show hba_file')).rows[0]!.hba_file;
    hbaBefore = fs.readFileSync(hbaFile, 'utf8');
    fs.writeFileSync(hbaFile, `host all ${ROLE} 127.0.0.1/32 scram-sha-256\n${hbaBefore}`);
    await admin!.query('select pg_reload_conf()');
    const target = new URL(url);
    target.username = ROLE;
    target.password = encodeURIComponent(PASSWORD);
    roleUrl = target.toString();

    const wire = new PgWire(targetOf(roleUrl));
    try {
      const rows = await wire.query('select current_user::text', [], false);
      expect(rows[0]![0]!.toString()).toBe(ROLE);
    } finally {
      await wire.end();
    }
    // The pool's driver (node-postgres) agrees, and a wrong password is still refused.
    const client = new pg.Client({ connectionString: roleUrl });
    await client.connect();
    await client.end();
    target.password = 'pass%20word2';
    const wrong = new PgWire(targetOf(target.toString()));
    await expect(wrong.query('select 1', [], false)).rejects.toThrow(/password/);
    await wrong.end().catch(() => {});
  });
});
