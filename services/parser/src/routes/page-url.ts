import { PARSE_MESSAGES } from '@cookmark/contracts';
import { BadRequest } from '@cookmark/service-kit';
import { FetchError, normaliseUrl } from '../fetch/index.ts';

/**
 * The canonical form of a user's page address, or a 400 'Please enter a valid web address'.
 * A host without a dot ('pancakes') is a typo, not an address; 'localhost' and IP literals pass
 * on to the worker, whose fetcher decides which addresses are allowed.
 */
export function pageUrlOrBadRequest(raw: string): string {
  let url: string;
  try {
    url = normaliseUrl(raw);
  } catch (error) {
    if (error instanceof FetchError) throw new BadRequest(PARSE_MESSAGES.invalidUrl);
    throw error;
  }
  const host = new URL(url).hostname;
  if (!host.includes('.') && !host.startsWith('[') && host !== 'localhost')
    throw new BadRequest(PARSE_MESSAGES.invalidUrl);
  return url;
}
