// One client process of the live-update benchmark (bench/events.mjs forks several): it holds its
// share of the streams as raw TCP sockets, each bound to a loopback address of its own range
// (127.0.0.0/8: ports do not run out, and a server sees many client addresses), sends the GET,
// and reads the server-sent events minimally: it counts the `listing` `sold` events and notes,
// per sale (the asset id), how many streams got it and when the last one did.
//
// Messages from the parent (IPC):
//   { cmd: 'open', streams: [{ host, port, path, address }], concurrency }
//     → { type: 'opened', opened, failed, statuses } once every stream answered 200 and sent its
//       first message (or failed)
//   { cmd: 'report' } → { type: 'report', sales: [[id, count, firstMs, lastMs]], perStream, dropped }
//   { cmd: 'close' } → closes every socket and exits
// Times are wall-clock milliseconds with sub-millisecond precision (performance.timeOrigin + now),
// comparable between the processes of one machine.
import net from 'node:net';

const now = () => performance.timeOrigin + performance.now();
const SOLD = '"action":"sold"';

/** Per sale (asset id): [streams that got it, first time, last time]. */
const sales = new Map();
const sockets = [];
let salesPerStream = new Uint32Array(0);
let dropped = 0;
let closing = false;

/** Reads the `sold` events of a block of whole messages; returns how many. */
function readSales(text, at) {
  let found = 0;
  let at_ = text.indexOf(SOLD);
  while (at_ >= 0) {
    // `data: {"topic":"listing","data":{"id":123,…,"action":"sold",…}}`: the inner object's id.
    const frame = text.lastIndexOf('data: ', at_);
    const idAt = text.indexOf('"id":', frame + 8);
    const id = Number.parseInt(text.slice(idAt + 5, idAt + 25), 10);
    const seen = sales.get(id);
    if (seen) {
      seen[0] += 1;
      seen[2] = at;
    } else sales.set(id, [1, at, at]);
    found += 1;
    at_ = text.indexOf(SOLD, at_ + SOLD.length);
  }
  return found;
}

function openOne(index, { host, port, path, address }) {
  return new Promise((resolve) => {
    let state = 0; // 0 connecting, 1 headers awaited, 2 streaming, 3 closed
    let tail = '';
    let status = 0;
    const socket = net.connect({ host, port, localAddress: address });
    sockets[index] = socket;
    socket.setNoDelay(true);
    socket.setEncoding('latin1');
    const settle = (ok) => {
      if (state < 2) resolve({ ok, status });
    };
    socket.on('connect', () => {
      state = 1;
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      const at = now();
      let text = tail + chunk;
      if (state === 1) {
        const headersEnd = text.indexOf('\r\n\r\n');
        if (headersEnd < 0) {
          tail = text;
          return;
        }
        status = Number(text.slice(9, 12));
        if (status !== 200) {
          settle(false);
          state = 3;
          socket.destroy();
          return;
        }
        // Ready once the first message (retry + ready) came.
        if (text.indexOf('\n\n', headersEnd + 4) < 0) {
          tail = text;
          return;
        }
        state = 2;
        resolve({ ok: true, status });
      }
      const last = text.lastIndexOf('\n\n');
      if (last < 0) {
        tail = text;
        return;
      }
      if (text.indexOf(SOLD) >= 0) salesPerStream[index] += readSales(text.slice(0, last), at);
      tail = last + 2 < text.length ? text.slice(last + 2) : '';
      text = '';
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (state === 2 && !closing) dropped += 1;
      if (state < 2) settle(false);
      state = 3;
    });
  });
}

process.on('message', async (message) => {
  if (message.cmd === 'open') {
    salesPerStream = new Uint32Array(message.streams.length);
    let next = 0;
    let opened = 0;
    let failed = 0;
    const statuses = {};
    const lane = async () => {
      while (next < message.streams.length) {
        const index = next++;
        const result = await openOne(index, message.streams[index]);
        if (result.ok) opened += 1;
        else {
          failed += 1;
          statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: message.concurrency ?? 100 }, lane));
    process.send({ type: 'opened', opened, failed, statuses });
  } else if (message.cmd === 'report') {
    const perStream = {};
    for (const count of salesPerStream) perStream[count] = (perStream[count] ?? 0) + 1;
    process.send({
      type: 'report',
      sales: [...sales].map(([id, [count, first, last]]) => [id, count, first, last]),
      perStream,
      dropped,
    });
  } else if (message.cmd === 'reset') {
    sales.clear();
    salesPerStream.fill(0);
    process.send({ type: 'reset' });
  } else if (message.cmd === 'close') {
    closing = true;
    for (const socket of sockets) socket?.destroy();
    process.exit(0);
  }
});
