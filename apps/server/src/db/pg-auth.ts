import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * PostgreSQL's password authentication for db/pg-wire.ts: cleartext, MD5 and SCRAM-SHA-256
 * (RFC 5802/7677, as PostgreSQL 10+ asks by default), without channel binding.
 */

const md5 = (text: string | Buffer) => createHash('md5').update(text).digest('hex');

/** The answer to an MD5 request: md5(md5(password + user) + salt), prefixed with `md5`. */
export function md5Password(user: string, password: string, salt: Buffer): string {
  return `md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

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
    const salted = pbkdf2Sync(this.password, salt, iterations, 32, 'sha256');
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
