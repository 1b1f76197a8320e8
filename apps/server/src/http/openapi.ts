import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH, PRODUCT_NAME, PRODUCT_VERSION } from '@vigila/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = `${API_BASE_PATH}/docs`;
export const BEARER_SCHEME = 'bearerAuth';

/** Only the API is documented: the SPA fallback, /config.json, /oidc and the docs themselves are left out. */
const isDocumented = (url: string) => url.startsWith(`${API_BASE_PATH}/`) && !url.startsWith(DOCS_PREFIX);

/**
 * onRoute hook for the /api scope: writes each route's security requirement into its schema, so the document
 * shows exactly what the authenticate hook enforces (public routes: none; all others: the bearer token).
 */
export function documentSecurity(route: RouteOptions): void {
  const security = route.config?.access === 'public' ? [] : [{ [BEARER_SCHEME]: [] }];
  route.schema = { ...route.schema, security };
}

/** OpenAPI at /api/docs/json and Swagger UI at /api/docs, generated from the routes' zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: PRODUCT_VERSION },
      components: {
        securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ [BEARER_SCHEME]: [] }],
    },
    transform: (document) => {
      if (!isDocumented(document.url)) return { schema: { hide: true }, url: document.url };
      return jsonSchemaTransform(document);
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
