import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncodedJson } from './openapi.ts';

/**
 * Answers smaller than this go out as they are: compressing them gains less than the headers cost.
 * The gateway's threshold for what it compresses, and the services' for what they send compressed.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type JsonEncoding = 'br' | 'gzip';
const ENCODINGS: JsonEncoding[] = ['br', 'gzip'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compress(json: string, encoding: JsonEncoding): Promise<Buffer> {
  const bytes = Buffer.from(json);
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipped(bytes);
}

/**
 * Compressed copies of JSON answers that are sent again and again (the cached recipe lists, see
 * TrackedCache): each is compressed once, on Node's thread pool, and later sends of the same text
 * reuse the bytes. Keyed by the text itself: a cache hit hands out the same string, whose hash V8
 * keeps, so a lookup costs no reading of the text. Memory is bounded: past `maxChars` of kept texts
 * it starts afresh (as TrackedCache does).
 */
export class CompressedJsonMemo {
  private entries = new Map<string, Partial<Record<JsonEncoding, Promise<Buffer>>>>();
  private chars = 0;
  private readonly maxChars: number;

  constructor(maxChars = 16 * 1024 * 1024) {
    this.maxChars = maxChars;
  }

  compressed(json: string, encoding: JsonEncoding): Promise<Buffer> {
    let entry = this.entries.get(json);
    if (!entry) {
      if (this.chars + json.length > this.maxChars) {
        this.entries = new Map();
        this.chars = 0;
      }
      entry = {};
      this.entries.set(json, entry);
      this.chars += json.length;
    }
    let bytes = entry[encoding];
    if (!bytes) {
      bytes = compress(json, encoding);
      entry[encoding] = bytes;
      // A failed compression is not kept: the next send tries again.
      bytes.catch(() => {
        if (this.entries.get(json) === entry) delete entry[encoding];
      });
    }
    return bytes;
  }
}

/** The encoding to send, from the request's Accept-Encoding (q-values honoured), or none. */
export function acceptedJsonEncoding(request: FastifyRequest): JsonEncoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return null;
  return negotiate(header, ENCODINGS);
}

/**
 * Sends JSON the route's response schema already encoded (as sendEncodedJson), compressed when the
 * client accepts brotli or gzip and the text is long enough, from `memo`. The gateway passes an
 * answer a service encoded on as it is, so a repeated read is compressed by neither.
 */
export async function sendCompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  memo: CompressedJsonMemo,
): Promise<FastifyReply> {
  reply.header('vary', 'Accept-Encoding');
  // A string's length never exceeds its UTF-8 size, so this takes no pass over the text.
  const encoding = json.length >= COMPRESS_THRESHOLD_BYTES ? acceptedJsonEncoding(request) : null;
  if (!encoding) return sendEncodedJson(reply, json);
  const bytes = await memo.compressed(json, encoding);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', encoding)
    .send(bytes as never);
}
