import { z } from 'zod';

/**
 * GET /config.json (public, outside /api): what the SPA needs to talk to the identity provider. Served at run
 * time so one build works against the embedded provider and any outside OIDC issuer.
 */
export const clientConfigSchema = z.object({
  issuer: z.url(),
  clientId: z.string(),
  audience: z.string(),
  scope: z.string(),
  rolesClaim: z.string(),
  orgsClaim: z.string(),
  orgIdClaim: z.string(),
  orgNameClaim: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
