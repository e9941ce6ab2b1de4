import Fastify from 'fastify';
import pg from 'pg';

// The ceilings of the API benchmark, in their own process: one Fastify route that does nothing,
// and (given DATABASE_URL) one that reads one row by primary key through a prepared statement,
// with the API's pool size: what any one-row read costs on this machine before our own code.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const url = process.env.DATABASE_URL;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  app.get<{ Params: { id: string } }>('/row/:id', async (request) => {
    const { rows } = await pool.query({
      name: 'bare_one_row',
      text: 'SELECT id, email, first_name, last_name FROM users WHERE id = $1',
      values: [Number(request.params.id)],
    });
    return rows[0] ?? null;
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
