import { createHash } from 'node:crypto';
import { pastedPagePrefix } from '@cookmark/service-kit';
import type { Redis } from 'ioredis';
import type { PageReader } from '../reading/page-reader.ts';

/** How long a pasted page's text is kept for 'Improve with AI' after its import. */
const KEPT_SECONDS = 60 * 60;
/** More than the AI is ever given (see promptText), far less than the page. */
const KEPT_CHARACTERS = 100_000;

/**
 * The readable text of pages a signed-in user pasted (or sent with the bookmarklet), kept for an
 * hour under the user and the recipe's address: 'Improve with AI' reads the page again, and a pasted
 * page is usually one the server cannot fetch. Only text that came from a page the user gave is
 * kept, read in the reading threads like any page; never the recipe the add panel sends later.
 */
export class PastedPages {
  private readonly redis: Redis;
  private readonly reader: PageReader;

  constructor(redis: Redis, reader: PageReader) {
    this.redis = redis;
    this.reader = reader;
  }

  async keep(userId: string, url: string, html: string): Promise<void> {
    const text = (await this.reader.readableText(html)).slice(0, KEPT_CHARACTERS);
    if (text.trim() === '') return;
    await this.redis.set(pastedPageKey(userId, url), text, 'EX', KEPT_SECONDS);
  }

  /** The text of the page this user pasted for `url` within the hour, else null. */
  text(userId: string, url: string): Promise<string | null> {
    return this.redis.get(pastedPageKey(userId, url));
  }
}

function pastedPageKey(userId: string, url: string): string {
  return `${pastedPagePrefix(userId)}${createHash('sha256').update(url).digest('hex')}`;
}
