import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Unauthorized } from './errors.ts';
import { registerOpenApi, type ZodTypeProvider } from './openapi.ts';
import { createServer } from './server.ts';

const bodySchema = z.object({
  name: z.string({ message: 'Name is required' }).min(1, { message: 'Name is required' }),
  servings: z.number({ message: 'Servings must be a number' }).default(4),
});
const answerSchema = z.object({ name: z.string(), servings: z.number() });

async function app(): Promise<FastifyInstance> {
  const server = createServer({ name: 'test', logger: false });
  await registerOpenApi(server, { name: 'test' });
  const routes = server.withTypeProvider<ZodTypeProvider>();
  const signedIn = async (request: { headers: Record<string, unknown> }) => {
    if (request.headers['x-user'] !== 'yes') throw new Unauthorized();
  };
  routes.post(
    '/api/things',
    { preHandler: signedIn, schema: { body: bodySchema, response: { 201: answerSchema } } },
    async (request, reply) => {
      // A field the schema does not declare is never sent.
      const stored = { ...request.body, secret: 'never sent' };
      return reply.status(201).send(stored);
    },
  );
  routes.get('/api/wrong', { schema: { response: { 200: answerSchema } } }, async () => ({
    name: 'x',
    servings: 'four' as unknown as number,
  }));
  routes.get('/internal/hidden', { schema: { response: { 200: answerSchema } } }, async () => ({
    name: 'x',
    servings: 1,
  }));
  await server.ready();
  return server;
}

describe('registerOpenApi', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await app();
  });
  afterAll(() => server.close());

  const post = (payload: unknown, user = true) =>
    server.inject({
      method: 'POST',
      url: '/api/things',
      headers: user ? { 'x-user': 'yes' } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('hands handlers the parsed body (defaults applied) and answers through the response schema', async () => {
    const answer = await post({ name: 'Soup' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ name: 'Soup', servings: 4 });
  });

  it("answers a body's validation error as a ZodError: 400, the first issue's message, errors by field", async () => {
    const answer = await post({ name: '', servings: 'x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required', servings: 'Servings must be a number' },
    });
    const missing = await post(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(bodySchema.safeParse(undefined).error?.issues[0]?.message);
  });

  it("runs the route's own checks first: signed out is 401 whatever the body", async () => {
    const answer = await post({ name: '' }, false);
    expect(answer.statusCode).toBe(401);
  });

  it('answers 500 (no internals) when an answer does not match its declared schema', async () => {
    const answer = await server.inject({ method: 'GET', url: '/api/wrong' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('describes the routes in GET /openapi.json, internal ones left out', async () => {
    const answer = await server.inject({ method: 'GET', url: '/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(['/api/things', '/api/wrong']);
    const post = document.paths['/api/things'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['name']);
    expect(post.responses['201'].content['application/json'].schema.properties).toHaveProperty('servings');
  });
});
