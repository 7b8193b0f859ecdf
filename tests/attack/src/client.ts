import { BASE_URL } from './stack-env.ts';

export interface Answer {
  status: number;
  body: string;
  headers: Headers;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** A value to send as JSON, or a string sent as it is (with a JSON content type). */
  body?: unknown;
  base?: string;
}

/** One HTTP call to the running stack, the way curl would make it (no browser headers unless given). */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers['cookie'] = options.cookie;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${options.base ?? BASE_URL}${path}`, {
    method,
    headers,
    body: body ?? null,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, body: text, headers: response.headers, json };
}

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('cookmark.sid='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] ?? '';
}
