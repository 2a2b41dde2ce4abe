import net from 'node:net';
import tls from 'node:tls';
import { md5Password, ScramSha256 } from './pg-auth.ts';

/*
 * One PostgreSQL connection speaking the extended protocol, for the hot list pages
 * (Database.bytes, bytes-pool.ts): each query is Bind + Execute + Sync (Parse first, once per
 * connection for a prepared text) in the text format, answered as each field's bytes as they
 * arrived (views on the socket's chunk, never decoded). Queries are pipelined: those of one
 * event-loop turn go out in one write, and answers come back in order. It does only this, so a
 * page costs the server far less than a general driver (postgres.js spent ~70 µs of CPU a market
 * page in its per-query and per-row work; see bench/README.md).
 */

/** A field's bytes, null for SQL null. */
export type Row = (Buffer | null)[];

/** An error PostgreSQL answered (its SQLSTATE in `code`), or a connection error. */
export class PgWireError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'PgWireError';
  }
}

interface Pending {
  rows: Row[];
  resolve(rows: Row[]): void;
  reject(error: Error): void;
  error?: Error;
  /** The statement this query parsed (forgotten again if the query fails). */
  parsed?: string;
}

interface Target {
  connect: net.NetConnectOpts;
  user: string;
  password: string | undefined;
  database: string;
  ssl: false | tls.ConnectionOptions;
}

const SYNC_EXECUTE = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 4, 0xd2, 0x16, 0x2f]);
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);

/** The connection target of a `postgres://` URL (`?host=/dir` for a Unix socket, `?sslmode=`). */
export function targetOf(url: string): Target {
  const u = new URL(url);
  const socketDir = u.searchParams.get('host');
  const port = Number(u.port || 5432);
  const user = decodeURIComponent(u.username) || 'postgres';
  const host = decodeURIComponent(u.hostname) || 'localhost';
  const sslmode = u.searchParams.get('sslmode') ?? '';
  const ssl = ['require', 'verify-ca', 'verify-full'].includes(sslmode)
    ? {
        servername: net.isIP(host) ? undefined : host,
        rejectUnauthorized: sslmode !== 'require',
        // verify-ca: a certificate the trusted authorities signed, for whatever host name.
        ...(sslmode === 'verify-ca' ? { checkServerIdentity: () => undefined } : {}),
      }
    : (false as const);
  return {
    connect: socketDir?.startsWith('/') ? { path: `${socketDir}/.s.PGSQL.${port}` } : { host, port },
    user,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.slice(1)) || user,
    ssl,
  };
}

export class PgWire {
  private socket: net.Socket | undefined;
  private ready = false;
  /** Queries sent or waiting to be, in answer order. */
  private readonly pending: Pending[] = [];
  /** Messages waiting for the next write (this event-loop turn's, or those made while connecting). */
  private out: Buffer[] = [];
  private flushing = false;
  private statements = new Map<string, { name: string; execute: Buffer | undefined }>();
  private named = 0;
  /** The socket opened (under TLS, the one below it): its end ends the connection. */
  private raw: net.Socket | undefined;
  private rest: Buffer | undefined;
  private startup: { resolve(): void; reject(error: Error): void; scram?: ScramSha256 } | undefined;

  constructor(
    private readonly target: Target,
    /** Run-time settings sent in the startup message (e.g. plan_cache_mode). */
    private readonly settings: Record<string, string> = {},
    /**
     * Prepared statements kept on the connection: past it the oldest is closed, so that many
     * distinct texts (a crawler's filter sets) do not grow the server's memory without end.
     */
    private readonly maxStatements = 1_000,
    private readonly connectTimeoutMs = 10_000,
  ) {}

  /** Queries in flight (sent or waiting). */
  get inFlight(): number {
    return this.pending.length;
  }

  /**
   * Runs `text` with `values` (sent as text; PostgreSQL infers their types) and answers its rows.
   * `prepare`: parsed once on this connection and kept under a name; otherwise parsed each time.
   */
  query(text: string, values: readonly unknown[], prepare: boolean): Promise<Row[]> {
    return new Promise<Row[]>((resolve, reject) => {
      // Opened first: a new connection starts with no prepared statements.
      if (!this.socket) this.open();
      const entry: Pending = { rows: [], resolve, reject };
      const message = this.messages(text, values, prepare, entry);
      this.pending.push(entry);
      this.send(message);
    });
  }

  /** Waits for the queries in flight (up to `timeoutMs`), then closes the connection. */
  async end(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.length > 0 && this.socket && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    const socket = this.socket;
    if (!socket) return;
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      if (this.ready) socket.end(TERMINATE);
      else socket.destroy();
      setTimeout(() => socket.destroy(), Math.max(0, deadline - Date.now())).unref();
    });
  }

  private messages(text: string, values: readonly unknown[], prepare: boolean, entry: Pending): Buffer {
    let statement = prepare ? this.statements.get(text) : undefined;
    let parse: Buffer | undefined;
    if (!statement) {
      this.named += 1;
      const name = prepare ? `w${this.named}` : '';
      parse = parseMessage(name, text);
      if (prepare) {
        if (this.statements.size >= this.maxStatements) parse = Buffer.concat([this.closeOldest(), parse]);
        statement = { name, execute: undefined };
        this.statements.set(text, statement);
        entry.parsed = text;
      }
    }
    // Without values a prepared statement's bind is always the same: made once.
    const reused = values.length === 0 ? statement : undefined;
    const execute =
      reused?.execute ?? Buffer.concat([bindMessage(statement?.name ?? '', values), SYNC_EXECUTE]);
    if (reused) reused.execute = execute;
    return parse ? Buffer.concat([parse, execute]) : execute;
  }

  /** Forgets the oldest prepared statement and answers its Close message (sent ahead of the next). */
  private closeOldest(): Buffer {
    const [text, { name }] = this.statements.entries().next().value!;
    this.statements.delete(text);
    return framed(0x43, Buffer.from(`S${name}\0`)); // 'C'lose a 'S'tatement
  }

  private send(message: Buffer): void {
    this.out.push(message);
    if (this.ready && !this.flushing) {
      this.flushing = true;
      setImmediate(this.flush);
    }
  }

  private readonly flush = () => {
    this.flushing = false;
    if (!this.ready || !this.socket || this.out.length === 0) return;
    const out = this.out;
    this.out = [];
    this.socket.write(out.length === 1 ? out[0]! : Buffer.concat(out));
  };

  private open(): void {
    const socket = net.connect(this.target.connect);
    this.socket = socket;
    this.raw = socket;
    this.ready = false;
    this.rest = undefined;
    this.statements = new Map();
    socket.setNoDelay(true);
    const timer = setTimeout(
      () => socket.destroy(new PgWireError('connection timeout', 'CONNECT_TIMEOUT')),
      this.connectTimeoutMs,
    );
    new Promise<void>((resolve, reject) => (this.startup = { resolve, reject })).then(
      () => clearTimeout(timer),
      (error: Error) => {
        clearTimeout(timer);
        socket.destroy(error);
      },
    );
    let lastError: Error | undefined;
    socket.on('error', (error) => (lastError = error));
    socket.on('close', () => this.closed(socket, lastError));
    socket.once('connect', () => {
      if (!this.target.ssl) return this.begin(socket);
      socket.write(SSL_REQUEST);
      socket.once('data', (answer) => {
        if (answer[0] !== 0x53) return socket.destroy(new PgWireError('the server refused SSL', '08004'));
        const secure = tls.connect({ ...(this.target.ssl as tls.ConnectionOptions), socket });
        secure.on('error', (error) => {
          lastError = error; // a refused certificate: TLS closes the socket below without it
          socket.destroy(error);
        });
        secure.once('secureConnect', () => this.begin(secure));
      });
    });
  }

  /** Sends the startup message on the (plain or TLS) stream and reads its answers. */
  private begin(stream: net.Socket): void {
    this.socket = stream;
    stream.on('data', (chunk: Buffer) => this.receive(chunk));
    const params = { user: this.target.user, database: this.target.database, client_encoding: 'UTF8' };
    const body = Object.entries({ ...params, ...this.settings }).flat();
    const text = Buffer.from(`${body.join('\0')}\0\0`);
    const head = Buffer.alloc(8);
    head.writeInt32BE(8 + text.length, 0);
    head.writeInt32BE(196_608, 4); // protocol 3.0
    stream.write(Buffer.concat([head, text]));
  }

  private closed(socket: net.Socket, error: Error | undefined): void {
    if (this.raw !== socket) return;
    this.raw = undefined;
    this.socket = undefined;
    this.ready = false;
    this.out = [];
    const lost =
      error instanceof PgWireError
        ? error
        : new PgWireError(
            error?.message ?? 'connection closed',
            (error as { code?: string })?.code ?? 'CONNECTION_CLOSED',
          );
    this.startup?.reject(lost);
    this.startup = undefined;
    for (const entry of this.pending.splice(0)) entry.reject(entry.error ?? lost);
  }

  private receive(chunk: Buffer): void {
    const buffer = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    const end = buffer.length;
    let at = 0;
    while (end - at >= 5) {
      const next = at + 1 + buffer.readInt32BE(at + 1);
      if (next > end) break;
      const type = buffer[at]!;
      if (type === 0x44) this.dataRow(buffer, at + 5);
      else if (type === 0x5a) this.readyForQuery();
      else if (type === 0x45) this.errorResponse(errorOf(buffer, at + 5, next));
      else if (type === 0x52) this.authentication(buffer, at + 5, next);
      at = next;
    }
    this.rest = at < end ? buffer.subarray(at) : undefined;
  }

  private dataRow(buffer: Buffer, at: number): void {
    const count = buffer.readInt16BE(at);
    const row: Row = new Array(count);
    let p = at + 2;
    for (let i = 0; i < count; i += 1) {
      const length = buffer.readInt32BE(p);
      p += 4;
      if (length < 0) row[i] = null;
      else {
        row[i] = buffer.subarray(p, p + length);
        p += length;
      }
    }
    this.pending[0]?.rows.push(row);
  }

  private readyForQuery(): void {
    if (!this.ready) {
      this.ready = true;
      this.startup?.resolve();
      this.startup = undefined;
      if (this.out.length > 0) this.flush();
      return;
    }
    const entry = this.pending.shift();
    if (!entry) return;
    if (entry.error) entry.reject(entry.error);
    else entry.resolve(entry.rows);
  }

  private errorResponse(error: PgWireError): void {
    if (!this.ready) {
      this.startup?.reject(error);
      return;
    }
    const entry = this.pending[0];
    if (!entry) return;
    entry.error ??= error;
    // A statement whose parse failed does not exist on the server: parse it again next time.
    if (entry.parsed) this.statements.delete(entry.parsed);
  }

  private authentication(buffer: Buffer, at: number, end: number): void {
    const kind = buffer.readInt32BE(at);
    try {
      if (kind === 0) return;
      if (kind === 12) this.startup?.scram?.verify(buffer.toString('utf8', at + 4, end));
      else this.write(passwordMessage(this.passwordAnswer(kind, buffer, at + 4, end)));
    } catch (error) {
      const failure =
        error instanceof PgWireError ? error : new PgWireError((error as Error).message, '28000');
      this.startup?.reject(failure);
    }
  }

  /** The body of the password message answering an authentication request of `kind`. */
  private passwordAnswer(kind: number, buffer: Buffer, at: number, end: number): Buffer {
    const password = this.target.password;
    if (password === undefined)
      throw new PgWireError('the server asks for a password and none is set', '28P01');
    if (kind === 3) return Buffer.from(`${password}\0`);
    if (kind === 5)
      return Buffer.from(`${md5Password(this.target.user, password, buffer.subarray(at, at + 4))}\0`);
    if (kind === 10 && this.startup) {
      const scram = new ScramSha256(password);
      this.startup.scram = scram;
      const first = Buffer.from(scram.first());
      const length = Buffer.alloc(4);
      length.writeInt32BE(first.length, 0);
      return Buffer.concat([Buffer.from('SCRAM-SHA-256\0'), length, first]);
    }
    if (kind === 11 && this.startup?.scram)
      return Buffer.from(this.startup.scram.final(buffer.toString('utf8', at, end)));
    throw new PgWireError(`unsupported authentication (${kind})`, '28000');
  }

  private write(message: Buffer): void {
    this.socket?.write(message);
  }
}

function passwordMessage(body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x70; // 'p'
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

function parseMessage(name: string, text: string): Buffer {
  // No parameter types: PostgreSQL infers them.
  return framed(0x50, Buffer.from(`${name}\0${text}\0\0\0`)); // 'P'
}

/** A message of `type` around its body (its length counts itself, not the type). */
function framed(type: number, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/** Bind (all parameters and results as text) to the unnamed portal. */
function bindMessage(statement: string, values: readonly unknown[]): Buffer {
  const texts = values.map(paramText);
  let size = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const text of texts) size += 4 + (text === null ? 0 : Buffer.byteLength(text));
  const message = Buffer.allocUnsafe(1 + size);
  message[0] = 0x42; // 'B'
  message.writeInt32BE(size, 1);
  let at = 5;
  message[at++] = 0; // the unnamed portal
  at += message.write(statement, at);
  message[at++] = 0;
  at = message.writeInt16BE(0, at); // parameter formats: all text
  at = message.writeInt16BE(texts.length, at);
  for (const text of texts) {
    if (text === null) at = message.writeInt32BE(-1, at);
    else {
      const length = message.write(text, at + 4);
      message.writeInt32BE(length, at);
      at += 4 + length;
    }
  }
  message.writeInt16BE(0, at); // result formats: all text
  return message;
}

function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  return String(value);
}

function errorOf(buffer: Buffer, at: number, end: number): PgWireError {
  const fields = new Map<string, string>();
  while (at < end && buffer[at] !== 0) {
    const zero = buffer.indexOf(0, at + 1);
    fields.set(String.fromCharCode(buffer[at]!), buffer.toString('utf8', at + 1, zero));
    at = zero + 1;
  }
  return new PgWireError(fields.get('M') ?? 'database error', fields.get('C') ?? 'XX000', fields.get('D'));
}
