import type { FastifyInstance } from 'fastify';
import { BadRequest } from './errors.ts';

/** Deeper JSON than any payload of ours; a body past it is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

export const HOSTILE_INPUT_MESSAGES = {
  nul: 'Text may not contain a NUL character',
  tooDeep: 'Request body is nested too deeply',
} as const;

/**
 * True when `text` opens more than `max` arrays or objects inside each other. One linear pass that
 * skips string contents (so brackets inside text do not count); malformed JSON is left to the parser.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let end = i + 1;
      for (;;) {
        end = text.indexOf('"', end);
        if (end === -1) return false;
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
        if (backslashes % 2 === 0) break;
        end++;
      }
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** True when a string or a key anywhere in a parsed JSON value holds U+0000 (Postgres refuses it). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export interface HostileInputOptions {
  /** Refuse NUL characters in JSON bodies; a service that stores no text it is sent may allow them. */
  refuseNul: boolean;
  /** False where bodies pass on unread (the gateway): the services behind it guard them. */
  parsesJson: boolean;
}

/**
 * What every service refuses before a handler runs, with a 400 a person can read: NUL characters
 * in the address or in JSON text (the database would fail on them with a 500), and JSON nested
 * deeper than any payload of ours (recursive validation of it would exhaust the stack).
 */
export function registerHostileInputGuards(app: FastifyInstance, options: HostileInputOptions): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(/%00/i.test(request.url) ? new BadRequest(HOSTILE_INPUT_MESSAGES.nul) : undefined);
  });
  if (!options.parsesJson) return;
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) return done(new BadRequest(HOSTILE_INPUT_MESSAGES.tooDeep));
    void parseJson(request, text, (error, value) => {
      if (error) return done(error);
      if (options.refuseNul && containsNul(value)) return done(new BadRequest(HOSTILE_INPUT_MESSAGES.nul));
      done(null, value);
    });
  });
}
