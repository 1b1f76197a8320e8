import { healthResponseSchema, readyResponseSchema } from '../health.ts';
import {
  getUserParamsSchema,
  getUserResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '../register.ts';
import { endpoint } from '../endpoint.ts';

/** Liveness, readiness and the signed-in user's own record (SPEC §7.2). */
export const userEndpoints = {
  health: endpoint({ method: 'GET', path: '/health', response: healthResponseSchema }),
  ready: endpoint({ method: 'GET', path: '/ready', response: readyResponseSchema, errors: [503] }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    body: registerRequestSchema,
    response: registerResponseSchema,
    errors: [403, 409],
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/users/:id',
    params: getUserParamsSchema,
    response: getUserResponseSchema,
    errors: [404],
  }),
};
