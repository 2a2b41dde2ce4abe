import { emptyEnvelope, envelopeOf } from '@yuanlong/shared/envelope';
import {
  addOperatorBody,
  auditPageSchema,
  auditQuery,
  changeOperatorBody,
  newOperatorSchema,
  operatorIdParams,
  operatorLoginBody,
  operatorSchema,
  operatorSessionSchema,
  operatorsSchema,
} from '@yuanlong/shared/operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { auditPage } from './audit.ts';
import { operatorOf, requireOperator } from './require-operator.ts';
import { addOperator, changeOperator, listOperators, signInOperator, signOutOperator } from './service.ts';

/** Prefix of every operator route: the console's API. */
export const OPERATOR_API_PREFIX = '/api/admin/';

const actor = (request: FastifyRequest) => ({ operatorId: operatorOf(request).id, ip: request.ip });

/** The operators' console API: sign-in with password and TOTP, the audit log, operator accounts. */
export function operatorRoutes(ctx: ServiceContext) {
  const { db, clock } = ctx;
  // On request, before the body is read or validated: nothing of the console answers a stranger.
  const as = (role: 'viewer' | 'admin') => ({ onRequest: requireOperator(db, clock, role) });
  const tags = ['operators'];
  const security = [{ bearer: [] }];
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/admin/login',
      {
        schema: {
          tags,
          summary:
            'Signs an operator in: name, password and a fresh authenticator code (TOTP); a short session',
          body: operatorLoginBody,
          response: { 200: envelopeOf(operatorSessionSchema) },
        },
      },
      async (request) => ok(request, await signInOperator(ctx, request.body, request.ip)),
    );
    r.post(
      '/api/admin/logout',
      {
        ...as('viewer'),
        schema: { tags, security, summary: 'Ends the operator’s session', response: { 200: emptyEnvelope } },
      },
      async (request) => {
        await signOutOperator(db, operatorOf(request).tokenHash, actor(request), clock());
        return ok(request, null);
      },
    );
    r.get(
      '/api/admin/me',
      {
        ...as('viewer'),
        schema: {
          tags,
          security,
          summary: 'The signed-in operator',
          response: { 200: envelopeOf(operatorSchema) },
        },
      },
      async (request) => {
        const { tokenHash: _, ...operator } = operatorOf(request);
        return ok(request, operator);
      },
    );
    r.get(
      '/api/admin/audit',
      {
        ...as('viewer'),
        schema: {
          tags,
          security,
          summary:
            'The audit log, newest first: every operator action with who, when, what, before and after',
          querystring: auditQuery,
          response: { 200: envelopeOf(auditPageSchema) },
        },
      },
      async (request) => ok(request, await auditPage(db, request.query)),
    );
    r.get(
      '/api/admin/operators',
      {
        ...as('admin'),
        schema: {
          tags,
          security,
          summary: 'Every operator and their role',
          response: { 200: envelopeOf(operatorsSchema) },
        },
      },
      async (request) => ok(request, { items: await listOperators(db) }),
    );
    r.post(
      '/api/admin/operators',
      {
        ...as('admin'),
        schema: {
          tags,
          security,
          summary: 'Adds an operator; answers their password and authenticator key once',
          body: addOperatorBody,
          response: { 200: envelopeOf(newOperatorSchema) },
        },
      },
      async (request) => ok(request, await addOperator(db, request.body, actor(request))),
    );
    r.post(
      '/api/admin/operators/:id',
      {
        ...as('admin'),
        schema: {
          tags,
          security,
          summary: 'Changes another operator’s role, or disables (their sessions end) or enables them',
          params: operatorIdParams,
          body: changeOperatorBody,
          response: { 200: envelopeOf(operatorSchema) },
        },
      },
      async (request) =>
        ok(request, await changeOperator(db, request.params.id, request.body, actor(request), clock())),
    );
  };
}
