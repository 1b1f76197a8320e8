/**
 * Who may call an /api route (DESIGN.md "Identity and access"; decision 0009). Every route declares one in
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
