import Fastify from 'fastify';

// The ceiling of the API benchmark: one Fastify route that does nothing, in its own process.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
