/**
 * A local S3-compatible server for tests: enough of PutObject, GetObject, DeleteObject and
 * ListObjectsV2 (path-style, `/{bucket}/{key}`) for the photo store's S3 driver to run against it
 * with the real `@aws-sdk/client-s3`. Objects are kept in memory. Requests must be signed with
 * AWS Signature V4 by the expected access key (the signature itself is not verified).
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

export interface S3StandIn {
  /** The endpoint to give the client (`http://127.0.0.1:{port}`). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored objects by key. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests seen, as `METHOD /path?query` (for tests that count calls). */
  requests: string[];
  close(): Promise<void>;
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function xmlError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .status(status)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`,
    );
}

export async function startS3StandIn(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; port?: number } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'cookmark-photos';
  const accessKeyId = options.accessKeyId ?? 'cookmark-local';
  const secretAccessKey = options.secretAccessKey ?? 'cookmark-local-secret';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    requests.push(`${request.method} ${request.url}`);
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
      return xmlError(reply, 403, 'InvalidAccessKeyId', 'The access key is not known');
    const path = new URL(request.url, 'http://s3.local').pathname;
    if (path !== `/${bucket}` && !path.startsWith(`/${bucket}/`))
      return xmlError(reply, 404, 'NoSuchBucket', 'The bucket does not exist');
    return undefined;
  });

  const keyOf = (url: string): string =>
    decodeURIComponent(new URL(url, 'http://s3.local').pathname.slice(bucket.length + 2));

  app.put(`/${bucket}/*`, async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    objects.set(keyOf(request.url), {
      body,
      contentType: request.headers['content-type'] ?? 'application/octet-stream',
    });
    return reply.header('etag', `"${body.length}"`).send();
  });

  app.get(`/${bucket}/*`, async (request, reply) => {
    if (keyOf(request.url) === '') return list(request.query as Record<string, string | undefined>, reply);
    const object = objects.get(keyOf(request.url));
    if (!object) return xmlError(reply, 404, 'NoSuchKey', 'The specified key does not exist.');
    return reply.type(object.contentType).header('content-length', object.body.length).send(object.body);
  });

  app.delete(`/${bucket}/*`, async (request, reply) => {
    objects.delete(keyOf(request.url));
    return reply.status(204).send();
  });

  // ListObjectsV2: prefix, max-keys and continuation-token (the next key's index, as text).
  function list(query: Record<string, string | undefined>, reply: FastifyReply): FastifyReply {
    if (query['list-type'] !== '2') return xmlError(reply, 501, 'NotImplemented', 'Only ListObjectsV2');
    const prefix = query['prefix'] ?? '';
    const maxKeys = Math.min(1000, Number(query['max-keys'] ?? 1000));
    const start = Number(query['continuation-token'] ?? 0);
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    const page = keys.slice(start, start + maxKeys);
    const truncated = start + maxKeys < keys.length;
    const contents = page
      .map(
        (key) =>
          `<Contents><Key>${escapeXml(key)}</Key><Size>${objects.get(key)?.body.length ?? 0}</Size><LastModified>2026-11-28T00:00:00.000Z</LastModified><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    return reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${
          truncated ? `<NextContinuationToken>${start + maxKeys}</NextContinuationToken>` : ''
        }${contents}</ListBucketResult>`,
      );
  }
  app.get(`/${bucket}`, async (request, reply) =>
    list(request.query as Record<string, string | undefined>, reply),
  );

  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => app.close(),
  };
}
