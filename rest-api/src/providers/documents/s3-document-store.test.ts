import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3DocumentStore } from './s3-document-store';

/**
 * A fake S3-compatible service in this process: path-style PUT, GET and DELETE of objects, kept in a
 * map. It checks no signatures; what it proves is that the store speaks S3's protocol through the real
 * SDK (bucket, key, prefix, body, content type, the 404 of a missing key), not how AWS itself behaves.
 */
const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
const requests: string[] = [];
let server: Server;
let endpoint: string;

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      requests.push(`${request.method} ${path}`);
      if (request.method === 'PUT') {
        objects.set(path, { body: await bodyOf(request), contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const found = objects.get(path);
        if (!found) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        response
          .writeHead(200, { 'content-type': found.contentType ?? 'application/octet-stream' })
          .end(found.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storeFor = () =>
  new S3DocumentStore({
    bucket: 'finx-docs',
    region: 'ap-south-1',
    endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    prefix: 'documents/',
  });

const KEY = '1001/3f1f2b7e-8a51-4c1e-9d55-2f0c6a6b9c10.pdf';

describe('S3DocumentStore against an S3-compatible endpoint', () => {
  it('puts, gets and deletes an object under the bucket and prefix', async () => {
    const store = storeFor();
    const bytes = Buffer.from('%PDF-1.4 sample');
    await store.put(KEY, bytes, 'application/pdf');
    expect(objects.get(`/finx-docs/documents/${KEY}`)).toEqual({
      body: bytes,
      contentType: 'application/pdf',
    });
    expect(await store.get(KEY)).toEqual(bytes);
    await store.delete(KEY);
    expect(objects.has(`/finx-docs/documents/${KEY}`)).toBe(false);
    expect(await store.get(KEY)).toBeNull();
    expect(requests).toContain(`DELETE /finx-docs/documents/${KEY}`);
    store.close();
  });

  it('refuses keys it did not make, before any request', async () => {
    const store = storeFor();
    const before = requests.length;
    await expect(store.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Not a document store key/,
    );
    expect(requests.length).toBe(before);
    store.close();
  });
});
