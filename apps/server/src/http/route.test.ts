import { endpoints, sourceItemEndpointsBySource } from '@vigila/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { accessRuleGuard } from './access-rule.ts';
import { addErrorCode, handleError } from './error-handler.ts';
import { route } from './route.ts';

async function appWith(register: (app: Parameters<typeof route>[0]) => void) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preSerialization', addErrorCode);
  const guard = accessRuleGuard();
  app.addHook('onRoute', guard.onRoute);
  await app.register(
    (api, _options, done) => {
      register(api);
      done();
    },
    { prefix: '/api' },
  );
  await app.ready();
  return { app, routes: guard.routes };
}

describe('route', () => {
  it('registers the endpoint of the table with its access rule, schemas and typed request', async () => {
    const { app, routes } = await appWith((api) =>
      route(api, endpoints.caseHistory, {
        access: 'member',
        tags: ['cases'],
        summary: 'history',
        handler: (request) => ({ success: true as const, data: request.params.id === 'c1' ? [] : [] }),
      }),
    );
    expect(routes).toContainEqual({ method: 'GET', url: '/api/cases/:id/history', access: 'member' });
    const ok = await app.inject({ method: 'GET', url: '/api/cases/c1/history' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { success: true, data: [] }]);
  });

  it('validates the body and query with the contract’s schemas', async () => {
    const { app } = await appWith((api) => {
      route(api, endpoints.changeStatus, {
        access: 'member',
        tags: ['items'],
        summary: 'status',
        handler: (request) => ({
          success: true as const,
          data: {
            id: 'h1',
            status_id: request.body.status_id,
            changed_by: null,
            changed_by_name: null,
            changed_at: '2026-01-01T00:00:00.000Z',
          },
        }),
      });
      route(api, sourceItemEndpointsBySource.email.counts, {
        access: 'member',
        tags: ['emails'],
        summary: 'counts',
        handler: (_request, reply) =>
          reply.status(404).send({ error: 'Email not found', code: 'email_not_found' }),
      });
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/change-status',
      payload: { status_id: 9 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation' });
    const changed = await app.inject({
      method: 'POST',
      url: '/api/change-status',
      payload: { reference_id: 'r1', reference_type: 'email', status_id: 3 },
    });
    expect(changed.json()).toMatchObject({ success: true, data: { status_id: 3 } });
    const missing = await app.inject({ method: 'GET', url: '/api/emails/counts' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { error: 'Email not found', code: 'email_not_found' },
    ]);
  });
});
