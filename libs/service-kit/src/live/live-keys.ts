/** Where a scope's events are kept (a capped Redis stream) and announced (a pub/sub channel). */
export const liveStreamKey = (scope: string): string => `live:stream:${scope}`;
export const liveChannel = (scope: string): string => `live:channel:${scope}`;
export const liveChannelPrefix = 'live:channel:';
/** The live connections a user has open, on every copy: a sorted set of connection ids by expiry. */
export const liveConnectionsKey = (userId: string): string => `live:connections:${userId}`;

/** A stream id (`ms-seq`) as a pair of numbers, for ordering. */
function parts(id: string): [number, number] {
  const [ms = '0', seq = '0'] = id.split('-');
  return [Number(ms), Number(seq)];
}

/** Negative, zero or positive as stream id `a` comes before, is, or comes after `b`. */
export function compareEventIds(a: string, b: string): number {
  const [aMs, aSeq] = parts(a);
  const [bMs, bSeq] = parts(b);
  return aMs === bMs ? aSeq - bSeq : aMs - bMs;
}
