import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * PostgreSQL's password authentication for db/pg-wire.ts: cleartext, MD5 and SCRAM-SHA-256
 * (RFC 5802/7677, as PostgreSQL 10+ asks by default; the password SASLprep'd), without channel binding.
 */

const md5 = (text: string | Buffer) => createHash('md5').update(text).digest('hex');

/** The answer to an MD5 request: md5(md5(password + user) + salt), prefixed with `md5`. */
export function md5Password(user: string, password: string, salt: Buffer): string {
  return `md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

// RFC 3454 table C.1.2 (non-ASCII spaces, mapped to a space) and B.1 (mapped to nothing).
const NON_ASCII_SPACES = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000]/g;
// biome-ignore lint/suspicious/noMisleadingCharacterClass: joiners and variation selectors are what B.1 removes
const MAPPED_TO_NOTHING = /[\u00ad\u034f\u1806\u180b-\u180d\u200c\u200d\u2060\ufe00-\ufe0f\ufeff]/g;

/**
 * SASLprep (RFC 4013) of a SCRAM password, as node-postgres (the pool's driver) applies it: non-ASCII
 * spaces become spaces, what maps to nothing goes, then NFKC. PostgreSQL stores the verifier of
 * the password so prepared (and libpq sends it so), so a password typed with full-width letters or
 * a no-break space is the same password to every connection of the product. Like node-postgres,
 * without RFC 4013's prohibited-character and bidirectional checks.
 */
export function saslPrep(password: string): string {
  return password.replace(NON_ASCII_SPACES, ' ').replace(MAPPED_TO_NOTHING, '').normalize('NFKC');
}

/** One SCRAM-SHA-256 exchange: the first message, the final one, and the server's proof checked. */
export class ScramSha256 {
  private readonly firstBare: string;
  private serverSignature: Buffer | undefined;

  /** `user` is `*`: PostgreSQL takes the startup message's (a test passes RFC 7677's, with its nonce). */
  constructor(
    private readonly password: string,
    user = '*',
    private readonly nonce = randomBytes(18).toString('base64'),
  ) {
    this.firstBare = `n=${user},r=${nonce}`;
  }

  /** The client-first-message (no channel binding; the user name is the startup message's). */
  first(): string {
    return `n,,${this.firstBare}`;
  }

  /** The client-final-message for the server-first-message. */
  final(serverFirst: string): string {
    const fields = new Map(serverFirst.split(',').map((part) => [part[0], part.slice(2)]));
    const nonce = fields.get('r') ?? '';
    const salt = Buffer.from(fields.get('s') ?? '', 'base64');
    const iterations = Number(fields.get('i'));
    if (!nonce.startsWith(this.nonce) || salt.length === 0 || !(iterations > 0))
      throw new Error('SCRAM: a malformed server-first-message');
    const salted = pbkdf2Sync(saslPrep(this.password), salt, iterations, 32, 'sha256');
    const clientKey = hmac(salted, 'Client Key');
    const storedKey = createHash('sha256').update(clientKey).digest();
    const withoutProof = `c=biws,r=${nonce}`;
    const authMessage = `${this.firstBare},${serverFirst},${withoutProof}`;
    const signature = hmac(storedKey, authMessage);
    const proof = Buffer.from(clientKey.map((byte, i) => byte ^ signature[i]!));
    this.serverSignature = hmac(hmac(salted, 'Server Key'), authMessage);
    return `${withoutProof},p=${proof.toString('base64')}`;
  }

  /** Throws unless the server-final-message proves the server knows the password. */
  verify(serverFinal: string): void {
    const signature = Buffer.from(/(?:^|,)v=([^,]*)/.exec(serverFinal)?.[1] ?? '', 'base64');
    const expected = this.serverSignature;
    if (!expected || signature.length !== expected.length || !timingSafeEqual(signature, expected))
      throw new Error('SCRAM: the server signature does not match');
  }
}
