import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessRuleGuard, type AccessRule } from './access-rule.ts';

function appWithGuard(): { app: FastifyInstance; routes: ReturnType<typeof accessRuleGuard>['routes'] } {
  const app = Fastify();
  const guard = accessRuleGuard();
  app.addHook('onRoute', guard.onRoute);
  return { app, routes: guard.routes };
}

const handler = () => ({ ok: true });

describe('accessRuleGuard', () => {
  it('refuses to register an /api route that declares no rule (or an unknown one)', () => {
    const { app } = appWithGuard();
    expect(() => app.get('/api/new-thing', handler)).toThrow(
      "GET /api/new-thing declares no access rule: add config: { access: 'public' | 'signed-in' | 'member' | 'manager' }",
    );
    expect(() => app.post('/api/other', { config: { access: 'everyone' as AccessRule } }, handler)).toThrow(
      'POST /api/other declares no access rule',
    );
  });

  it('lists every /api route with its rule; routes outside /api need none', () => {
    const { app, routes } = appWithGuard();
    app.get('/api/members', { config: { access: 'member' } }, handler);
    app.delete('/api/member', { config: { access: 'manager' } }, handler);
    app.get('/config.json', handler);
    app.get('/apiary', handler);
    expect(routes).toEqual([
      { method: 'GET', url: '/api/members', access: 'member' },
      { method: 'HEAD', url: '/api/members', access: 'member' },
      { method: 'DELETE', url: '/api/member', access: 'manager' },
    ]);
  });

  it('makes the generated API documentation public', () => {
    const { app, routes } = appWithGuard();
    app.get('/api/docs/json', handler);
    expect(routes[0]).toEqual({ method: 'GET', url: '/api/docs/json', access: 'public' });
  });
});
