import type { FastifyInstance } from 'fastify';
import { BadRequest } from './errors.ts';

/** Deeper JSON than any payload of ours; a body past it is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

export const HOSTILE_INPUT_MESSAGES = {
  nul: 'Text may not contain a NUL character',
  loneSurrogate:
    'Text may not contain a lone UTF-16 surrogate (half of a character, such as \\ud800 on its own)',
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

/** Why a piece of text cannot be stored: Postgres refuses U+0000 and, in JSON columns, lone surrogates. */
export type UnstorableText = 'nul' | 'loneSurrogate';

function unstorable(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'nul';
  return text.isWellFormed() ? null : 'loneSurrogate';
}

/**
 * The first reason a string or a key anywhere in a parsed JSON value cannot be stored: a NUL
 * character, or a lone UTF-16 surrogate (`"\ud800"` in JSON text parses to half a character).
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const found = unstorable(item);
      if (found) return found;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const found = unstorable(key);
        if (found) return found;
        pending.push(child);
      }
    }
  }
  return null;
}

/** An object literal's kind, from any realm (a worker thread's answer too): not a Date, Buffer or class. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** True when a string or key of a plain JSON-like value holds a lone surrogate. */
function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!item.isWellFormed()) return true;
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (!key.isWellFormed()) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

function repaired(value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (Array.isArray(value)) return value.map(repaired);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key.toWellFormed(), repaired(child)]),
    );
  }
  return value;
}

/**
 * `value` with every lone surrogate in its strings and keys replaced by U+FFFD (the replacement
 * character), copied only when it holds one: for text that came from somewhere else (a page's
 * JSON-LD may write `"\ud800"`), which the database would refuse once a user saves it.
 */
export function withWellFormedText<T>(value: T): T {
  return hasLoneSurrogate(value) ? (repaired(value) as T) : value;
}

export interface HostileInputOptions {
  /**
   * Refuse NUL characters and lone surrogates in JSON bodies; a service that stores no text it is
   * sent may allow them.
   */
  refuseNul: boolean;
  /** False where bodies pass on unread (the gateway): the services behind it guard them. */
  parsesJson: boolean;
}

/**
 * What every service refuses before a handler runs, with a 400 a person can read: NUL characters
 * in the address or in JSON text and lone UTF-16 surrogates in JSON text (the database would fail
 * on them with a 500), and JSON nested deeper than any payload of ours (recursive validation of it
 * would exhaust the stack). A lone surrogate is refused, not replaced, like NUL: it is not text a
 * person types (only a program makes one), and a replacement would store something other than
 * what the client sent without telling it. Text from pages the parser reads is repaired there instead.
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
      const unstorableText = options.refuseNul ? findUnstorableText(value) : null;
      if (unstorableText) return done(new BadRequest(HOSTILE_INPUT_MESSAGES[unstorableText]));
      done(null, value);
    });
  });
}
