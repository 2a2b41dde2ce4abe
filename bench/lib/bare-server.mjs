#!/usr/bin/env node
// The framework floor: a bare Fastify route answering a fixed JSON body (parsed from a file),
// serialised on every request as a real route would. Usage: node bare-server.mjs PORT BODY_FILE
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
