import { API_BASE_PATH } from '@vigila/domain';
import type { RouteOptions } from 'fastify';
import { DOCS_PREFIX } from './openapi.ts';

/**
 * Who may call an /api route (DESIGN.md "Identity and access"; decision 0010). Every route declares one in
 * `config: { access }`; the server refuses to start with a route that does not, so a new route cannot slip
 * through without a rule.
 * - public: no token (health, docs, signed file links, OAuth callbacks).
 * - signed-in: a valid token, no membership needed (registering, reading one's own user record).
 * - member: a member of the organisation acted in — reading and triaging, any role.
 * - manager: owner, admin or manager of that organisation — managing members and invitations.
 */
export const ACCESS_RULES = ['public', 'signed-in', 'member', 'manager'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

/** The refusals the access rules answer with (`{ error }`), before any module code runs. */
export const ACCESS_REFUSALS = {
  noMembership: 'You are not a member of any organisation',
  notManager: 'You do not have permission to manage members',
  unknownOrganisation: 'Organization not found',
} as const;

export function isAccessRule(value: unknown): value is AccessRule {
  return ACCESS_RULES.includes(value as AccessRule);
}

const isApiUrl = (url: string) => url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`);
const isDocsUrl = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/** One /api route as registered, with its rule: what the server actually enforces (the access matrix reads it). */
export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route the server registered, with its access rule (filled by the access rule guard). */
    routeAccess: readonly RouteAccess[];
  }
}

/**
 * The root onRoute hook and the list it fills: every route under /api must declare its access rule, or registering
 * it throws — the server (and every test that boots it) fails to start. The generated OpenAPI document and Swagger
 * UI are registered by @fastify/swagger-ui, which cannot carry a route config; they are public by nature, so they
 * get 'public' here.
 */
export function accessRuleGuard(): {
  onRoute: (route: RouteOptions) => void;
  routes: readonly RouteAccess[];
} {
  const routes: RouteAccess[] = [];
  const onRoute = (route: RouteOptions): void => {
    if (!isApiUrl(route.url)) return;
    if (isDocsUrl(route.url) && route.config?.access === undefined) {
      route.config = { ...route.config, access: 'public' };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (!isAccessRule(access)) {
      const rules = ACCESS_RULES.map((rule) => `'${rule}'`).join(' | ');
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access rule: add config: { access: ${rules} }`,
      );
    }
    for (const method of methods) routes.push({ method, url: route.url, access });
  };
  return { onRoute, routes };
}
