// The floor of the benchmark: a bare Fastify JSON endpoint with nothing behind it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({ status: 'success', responseObject: 3 }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ address });
