import { PassThrough } from 'node:stream';
import { LIVE_MESSAGES } from '@cookmark/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors.ts';
import type { LiveEvent, LiveHub } from './live-hub.ts';
import { compareEventIds } from './live-keys.ts';

/** A client this far behind in reading is cut off; it reconnects and is sent what it missed. */
const MAX_UNREAD_BYTES = 1024 * 1024;
/** How soon an EventSource reconnects after the connection drops. */
const RETRY_MS = 2000;

export interface LiveStreamRequest {
  userId: string;
  scope: string;
  /** The last event the client saw (already checked to be an event id), if it is resuming. */
  lastEventId: string | undefined;
  heartbeatMs: number;
  /** Asked at each heartbeat: false (signed out, no longer allowed) ends the stream. */
  stillAllowed: () => Promise<boolean>;
}

const frame = (event: LiveEvent): string => `id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`;

/**
 * Answers with a server-sent event stream of one scope (the caller has checked the user may
 * listen): counted toward the user's bound (429 past it), subscribed before anything is read so
 * no event falls between the replay and the live feed, then, when resuming, the missed events in
 * order (or `refetch` when some are gone), else `ready`; a comment line each `heartbeatMs` keeps
 * proxies from closing an idle stream and asks again whether the user may listen (a session signed
 * out ends it). Everything is let go when the client disconnects.
 */
export async function sendLiveStream(
  hub: LiveHub,
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveStreamRequest,
): Promise<FastifyReply> {
  const connection = await hub.openConnection(live.userId);
  if (connection === undefined) throw new TooManyRequests(LIVE_MESSAGES.tooManyConnections);
  const stream = new PassThrough();
  let held: LiveEvent[] | undefined = [];
  let lastSent = live.lastEventId;
  let stop: () => void = () => undefined;
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    stop();
    hub.untrack(end);
    stream.end();
    hub.closeConnection(live.userId, connection).catch((err: unknown) => {
      request.log.warn({ err }, 'live connection not released');
    });
  };
  const write = (text: string) => {
    if (ended || stream.destroyed) return;
    if (stream.writableLength > MAX_UNREAD_BYTES) end();
    else stream.write(text);
  };
  const send = (event: LiveEvent) => {
    if (lastSent !== undefined && compareEventIds(event.id, lastSent) <= 0) return;
    lastSent = event.id;
    write(frame(event));
  };
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    hub.renewConnection(live.userId, connection).catch((err: unknown) => {
      request.log.warn({ err }, 'live connection not renewed');
    });
    live.stillAllowed().then(
      (allowed) => allowed || end(),
      (err: unknown) => request.log.warn({ err }, 'live permission not checked'),
    );
  }, live.heartbeatMs);
  reply.raw.once('close', end);
  stream.once('error', end);
  hub.track(end);

  try {
    stop = await hub.listen(live.scope, (event) => (held ? held.push(event) : send(event)));
    write(`retry: ${RETRY_MS}\n\n`);
    if (live.lastEventId === undefined) {
      const newest = await hub.lastId(live.scope);
      write(`${newest ? `id: ${newest}\n` : ''}event: ready\ndata: {}\n\n`);
      lastSent = newest;
    } else {
      const missed = await hub.missed(live.scope, live.lastEventId);
      if (missed === 'stale') {
        const newest = await hub.lastId(live.scope);
        write(`${newest ? `id: ${newest}\n` : ''}event: refetch\ndata: {}\n\n`);
        lastSent = newest;
      } else {
        for (const event of missed.events) send(event);
        write('event: ready\ndata: {}\n\n');
      }
    }
    const waiting = held;
    held = undefined;
    for (const event of waiting) send(event);
  } catch (err) {
    end();
    throw err;
  }
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
