import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { handleError } from './error-handler.ts';

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
  app.get('/boom', () => {
    throw new Error('password authentication failed for user "vigila" at 10.0.0.3');
  });
  app.get('/conflict', () => {
    throw new AppError('conflict', 'Already there', { cause: new Error('duplicate key users_pkey') });
  });
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
    expect(response.json()).toEqual({ error: 'Internal server error' });
    expect(logs.join('')).toContain('10.0.0.3');
    expect(logs.join('')).toContain('"stack"');
  });

  it('answers an AppError with its status and message only', async () => {
    const { app } = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Already there' });
  });

  it('explains a validation failure and a malformed body as 400', async () => {
    const { app } = await appThatFails();
    const invalid = await app.inject({ method: 'POST', url: '/things', payload: { count: 'many' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'body.count: Invalid input: expected number, received string' });
    const malformed = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"count":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: string }>().error).toEqual(expect.any(String));
  });

  it('treats a response that breaks its own schema as a server error', async () => {
    const { app, logs } = await appThatFails();
    const response = await app.inject({ method: 'GET', url: '/wrong-shape' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error' });
    expect(logs.join('')).toContain("Response doesn't match the schema");
  });
});
