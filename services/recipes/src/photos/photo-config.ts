import { InternalClient } from '@cookmark/service-kit';
import type { RecipesConfig } from '../config.ts';
import type { ImageFetcher } from '../domain/recipe-photos.ts';
import { FolderPhotoStore, type PhotoStore } from './photo-store.ts';
import { S3PhotoStore } from './s3-photo-store.ts';

/** The configured store: the S3 bucket when S3_BUCKET is set, else the folder PHOTO_DIR. */
export function photoStoreFrom(config: RecipesConfig): PhotoStore {
  if (!config.S3_BUCKET) return new FolderPhotoStore(config.PHOTO_DIR);
  return new S3PhotoStore({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

/** `POST /internal/images/fetch` of the parser: the image bytes (base64) or why they could not be had. */
type FetchAnswer = { ok: true; data: string } | { ok: false; status: number; message: string };

/** The parser's safe fetcher, asked over internal HTTP (its deadline is 10 s; this call's a little more). */
export function imageFetcherFrom(config: RecipesConfig): ImageFetcher | undefined {
  if (!config.PARSER_URL) return undefined;
  const parser = new InternalClient({
    baseUrl: config.PARSER_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: 15_000,
  });
  return async (url, requestId) => {
    const answer = await parser.post<FetchAnswer>('/internal/images/fetch', { url }, requestId, {
      idempotent: true,
    });
    return answer.ok ? { bytes: Buffer.from(answer.data, 'base64') } : answer;
  };
}
