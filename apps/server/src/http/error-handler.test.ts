import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { addErrorCode, handleError } from './error-handler.ts';

async function appThatFails() {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preSerialization', addErrorCode);
  app.get('/boom', () => {
    throw new Error('password authentication failed for user "vigila" at 10.0.0.3');
  });
  app.get('/conflict', () => {
    throw new AppError('conflict', 'Already there', { cause: new Error('duplicate key users_pkey') });
  });
  app.get('/missing-case', () => {
    throw AppError.of('case_not_found');
  });
  app.get('/too-large', (_request, reply) =>
    reply.status(413).send({ error: 'This e-mail is larger than the 25 MB limit' }),
  );
  app.get('/teapot', (_request, reply) => reply.status(418).send({ error: 'Short and stout' }));
  app.get('/coded', (_request, reply) => reply.status(422).send({ error: 'Not yet', code: 'own_code' }));
  app.post('/things', { schema: { body: z.object({ count: z.number().int() }) } }, () => ({ ok: true }));
  app.get(
    '/wrong-shape',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    () => ({}) as { id: string },
  );
  await app.ready();
  return { app, logs };
}

describe('handleError', () => {
  it('answers 500 without internals, and logs the error with its stack', async () => {
    const { app, logs } = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(logs.join('')).toContain('10.0.0.3');
    expect(logs.join('')).toContain('"stack"');
  });

  it('answers an AppError with its status and message only', async () => {
    const { app } = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Already there', code: 'conflict' });
  });

  it('explains a validation failure and a malformed body as 400', async () => {
    const { app } = await appThatFails();
    const invalid = await app.inject({ method: 'POST', url: '/things', payload: { count: 'many' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'body.count: Invalid input: expected number, received string',
      code: 'validation',
    });
    const malformed = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"count":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toEqual(expect.any(String));
    expect(malformed.json<{ code: string }>().code).toBe('validation');
  });

  it('treats a response that breaks its own schema as a server error', async () => {
    const { app, logs } = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/wrong-shape' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    expect(logs.join('')).toContain("Response doesn't match the schema");
  });

  it('answers an AppError made from a stable code with that code', async () => {
    const { app } = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/missing-case' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Case not found', code: 'case_not_found' });
  });
});

describe('addErrorCode', () => {
  it('gives an error body a route sent itself the code of its text, else of its status', async () => {
    const { app } = await appThatFails();
    const tooLarge = await app.inject({ method: 'GET', url: '/too-large' });
    expect(tooLarge.json()).toEqual({
      error: 'This e-mail is larger than the 25 MB limit',
      code: 'email_too_large',
    });
    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.json()).toEqual({ error: 'Short and stout', code: 'http_418' });
  });

  it('keeps a code the route chose, and leaves success bodies alone', async () => {
    const { app } = await appThatFails();
    expect((await app.inject({ method: 'GET', url: '/coded' })).json()).toEqual({
      error: 'Not yet',
      code: 'own_code',
    });
    const ok = await app.inject({ method: 'POST', url: '/things', payload: { count: 1 } });
    expect(ok.json()).toEqual({ ok: true });
  });
});
