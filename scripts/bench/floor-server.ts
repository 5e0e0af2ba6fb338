import Fastify from 'fastify';
import { announceReady } from './child-process.ts';

// The floor: a bare Fastify hello-world, no plugins, no logger. Whatever the API adds costs on top.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
announceReady(address.port, null, () => app.close());
