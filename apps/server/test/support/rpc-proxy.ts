import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A JSON-RPC proxy in front of the test chain that misbehaves on demand, as public RPCs do:
 * rate limiting (429), not answering, a head that stops moving or lags, another chain id.
 * Everything else passes through to anvil unchanged.
 */
export interface RpcProxy {
  url: string;
  /** Answer the next `count` requests with HTTP 429 (and this Retry-After, if any). */
  rateLimit(count: number, retryAfter?: string): void;
  /** Hold every request unanswered until {@link release}. */
  stall(): void;
  /** Answer the held requests (passing them through) and stop holding new ones. */
  release(): void;
  /** Serve `number` as the head: eth_blockNumber and the `latest` block; later blocks do not exist. */
  freezeHead(number: number): void;
  /** Follow the chain's head again. */
  unfreeze(): void;
  /** Answer eth_chainId with this chain (undefined: the chain's own). */
  serveChainId(chainId: number | undefined): void;
  /** Requests answered with 429 so far. */
  limited: number;
  close(): Promise<void>;
}

interface RpcRequest {
  id: number | string;
  method: string;
  params?: unknown[];
}

export async function startRpcProxy(target: string): Promise<RpcProxy> {
  let limitLeft = 0;
  let retryAfter: string | undefined;
  let holding = false;
  let held: (() => void)[] = [];
  let frozenAt: number | undefined;
  let chainId: number | undefined;

  const forward = async (body: RpcRequest): Promise<unknown> => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };
  const answer = (request: RpcRequest, result: unknown) => ({ jsonrpc: '2.0', id: request.id, result });

  const handle = async (request: RpcRequest): Promise<unknown> => {
    if (request.method === 'eth_chainId' && chainId !== undefined) {
      return answer(request, `0x${chainId.toString(16)}`);
    }
    if (frozenAt !== undefined) {
      if (request.method === 'eth_blockNumber') return answer(request, `0x${frozenAt.toString(16)}`);
      if (request.method === 'eth_getBlockByNumber') {
        const tag = request.params?.[0];
        if (tag === 'latest' || tag === 'pending' || tag === 'safe' || tag === 'finalized') {
          return forward({
            ...request,
            params: [`0x${frozenAt.toString(16)}`, ...(request.params ?? []).slice(1)],
          });
        }
        if (typeof tag === 'string' && tag.startsWith('0x') && Number(BigInt(tag)) > frozenAt) {
          return answer(request, null);
        }
      }
      if (request.method === 'eth_getLogs') {
        const filter = (request.params?.[0] ?? {}) as { toBlock?: string };
        if (filter.toBlock?.startsWith('0x') && Number(BigInt(filter.toBlock)) > frozenAt) {
          return answer(request, []);
        }
      }
    }
    return forward(request);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = async () => {
        if (limitLeft > 0) {
          limitLeft -= 1;
          proxy.limited += 1;
          res.writeHead(429, {
            'content-type': 'application/json',
            ...(retryAfter ? { 'retry-after': retryAfter } : {}),
          });
          res.end(JSON.stringify({ error: 'Too Many Requests' }));
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString()) as RpcRequest | RpcRequest[];
        const result = Array.isArray(body) ? await Promise.all(body.map(handle)) : await handle(body);
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(result));
      };
      const go = () => {
        reply().catch(() => {
          if (!res.destroyed) res.destroy();
        });
      };
      if (holding) held.push(go);
      else go();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: RpcProxy = {
    url: `http://127.0.0.1:${port}`,
    limited: 0,
    rateLimit(count, after) {
      limitLeft = count;
      retryAfter = after;
    },
    stall() {
      holding = true;
    },
    release() {
      holding = false;
      const waiting = held;
      held = [];
      for (const go of waiting) go();
    },
    freezeHead(number) {
      frozenAt = number;
    },
    unfreeze() {
      frozenAt = undefined;
    },
    serveChainId(id) {
      chainId = id;
    },
    close: async () => {
      proxy.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
