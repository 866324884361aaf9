import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ReadRoutes } from './read-routes';

describe('read routes', () => {
  it('keeps fixed GET paths with their access rule, not writes, parametric paths or undeclared ones', async () => {
    const app = Fastify();
    const routes = new ReadRoutes();
    routes.collectFrom(app);
    const handler = async () => ({ ok: true });
    app.get('/a/list', { config: { access: 'user' } }, handler);
    app.get('/a/plain', { config: { access: 'public', fieldCipher: false } }, handler);
    app.post('/a/write', { config: { access: 'user' } }, handler);
    app.get('/a/file/:id', { config: { access: 'user' } }, handler);
    app.get('/a/bare', handler);
    await app.ready();

    expect(routes.find('/a/list')).toMatchObject({ url: '/a/list', access: 'user', fieldCipher: true });
    expect(routes.find('/a/list/')?.url).toBe('/a/list');
    expect(routes.find('/a/plain')?.fieldCipher).toBe(false);
    expect(routes.find('/a/write')).toBeUndefined();
    expect(routes.find('/a/file/1')).toBeUndefined();
    expect(routes.find('/a/bare')).toBeUndefined();
    await app.close();
  });
});
