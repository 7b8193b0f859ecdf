/**
 * The baseline of the request-cost benchmarks: a Fastify hello-world in its own process, as each
 * service runs in its own. Prints `listening <port>` once it answers; SIGTERM ends it.
 *
 *   node libs/bench/src/hello-world.ts [port]
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
