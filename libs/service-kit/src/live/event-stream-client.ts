import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One server-sent event as a client reads it. */
export interface ReceivedEvent {
  id: string | undefined;
  type: string;
  data: string;
  /** When it was read (ms since the epoch), for the benchmark. */
  receivedAt: number;
}

export interface EventStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** The body of an answer that is not a stream (an error's JSON). */
  body: string;
  events: ReceivedEvent[];
  /** Resolves once an event read (now or later) satisfies `match`; rejects if the stream ends first. */
  waitFor(match: (event: ReceivedEvent) => boolean): Promise<ReceivedEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A plain HTTP reader of `text/event-stream` answers (tests and the live benchmark): the events as
 * the EventSource specification parses them (comments skipped), with an answer that is not a
 * stream read whole as its body.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      const events: ReceivedEvent[] = [];
      const waiters: {
        match: (event: ReceivedEvent) => boolean;
        done: (e: ReceivedEvent) => void;
        fail: (e: Error) => void;
      }[] = [];
      let buffer = '';
      let body = '';
      let finished = false;
      const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
      const ended = new Promise<void>((done) => res.once('close', done));
      const dispatch = (block: string) => {
        let id: string | undefined;
        let type = 'message';
        const data: string[] = [];
        let any = false;
        for (const line of block.split('\n')) {
          if (line === '' || line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') id = value;
          else if (field === 'event') type = value;
          else if (field === 'data') data.push(value);
          else continue;
          any = true;
        }
        if (!any || (data.length === 0 && id === undefined)) return;
        const event = { id, type, data: data.join('\n'), receivedAt: Date.now() };
        events.push(event);
        for (const waiter of [...waiters])
          if (waiter.match(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.done(event);
          }
      };
      res.on('data', (chunk: string) => {
        if (!isStream) {
          body += chunk;
          return;
        }
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      void ended.then(() => {
        finished = true;
        for (const waiter of waiters.splice(0)) waiter.fail(new Error('the event stream ended'));
      });
      const stream: EventStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        events,
        ended,
        waitFor(match) {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          if (finished) return Promise.reject(new Error('the event stream ended'));
          return new Promise((done, fail) => waiters.push({ match, done, fail }));
        },
        close: () => req.destroy(),
      };
      if (isStream) resolve(stream);
      else res.once('end', () => resolve(stream));
    });
    req.once('error', reject);
    req.end();
  });
}
