import { posix } from 'node:path';

/**
 * The path a server behind the gateway may act on: the address's path percent-decoded and with dot
 * segments and repeated slashes resolved. Null when it does not decode (a malformed escape).
 */
export function routedPath(url: string): string | null {
  const query = url.indexOf('?');
  const raw = query === -1 ? url : url.slice(0, query);
  try {
    return posix.normalize(decodeURIComponent(raw));
  } catch {
    return null;
  }
}
