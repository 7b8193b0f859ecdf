import type { Redis } from 'ioredis';

/** The channel Redis publishes key invalidations on for clients that redirect their tracking. */
const INVALIDATE_CHANNEL = '__redis__:invalidate';

export interface TrackedCacheOptions {
  /** The service's client; the cache opens two connections of its own from its settings. */
  redis: Redis;
  /**
   * Key prefixes Redis reports changes of (broadcast tracking). No prefix may start another:
   * Redis refuses overlapping prefixes.
   */
  prefixes: readonly string[];
  /** Names its connections (`<name>:invalidations`, `<name>:tracking` in CLIENT LIST). */
  name?: string;
  /**
   * Characters of cached values in all before the cache starts afresh (a bound on memory, not an
   * LRU); each value also counts ENTRY_OVERHEAD characters, and each invalidation note one.
   */
  maxChars?: number;
  /** The longest a value is served from memory, in case a change was never reported. */
  ttlMs?: number;
  /**
   * How long a PING through the subscriber may go unanswered (see `load`): past it the connection
   * is taken for stalled (a network that drops packets without closing), nothing is served from
   * memory, and the subscriber starts over on a new connection.
   */
  pingTimeoutMs?: number;
  /** Told why the cache stopped serving (Redis went away) and when it serves again. */
  onStateChange?: (serving: boolean, reason?: unknown) => void;
}

/** What a cached value costs beside its characters (maps, the entry, its key), in characters. */
const ENTRY_OVERHEAD = 100;

interface Entry {
  value: string | null;
  expiresAt: number;
}

const weight = (value: string | null) => ENTRY_OVERHEAD + (value?.length ?? 0);

/**
 * Values derived from Redis keys, kept in this process until Redis says the key changed: Redis's
 * client-side caching in broadcast mode (CLIENT TRACKING ... BCAST PREFIX, redirected to a
 * connection subscribed to `__redis__:invalidate`). Every change of a key under the prefixes, by
 * any client of the server (another copy of the service, a script), reaches every copy, which
 * drops what it derived from that key; a copy's own writes are dropped at once as well
 * (`invalidate`). A value is served from memory only after a PING through the subscriber that was
 * sent after the read began (shared by the reads of the moment): a change another copy made before
 * its client asked again has then been applied, whichever socket this process read first.
 *
 * Served from memory only while both connections are up and tracking is on: when either drops,
 * everything is forgotten and reads go to their source until tracking is on again (a change
 * made meanwhile would never be reported). A value computed while its key changed is not kept:
 * `load` notes the invalidation count before computing and keeps the result only if the key was
 * not invalidated since (the change's report can arrive before or after the computed answer).
 */
export class TrackedCache {
  private readonly entries = new Map<string, Map<string, Entry>>();
  /** The characters the values take, with ENTRY_OVERHEAD each (see maxChars). */
  private size = 0;
  /** Counts invalidations; `invalidatedAt` holds the count at a key's last invalidation. */
  private epoch = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** Values computed before this epoch are not kept (everything was forgotten then). */
  private forgottenAt = 0;
  private serving = false;
  private setupRun = 0;
  private settingUp: Promise<void> = Promise.resolve();
  private closed = false;
  /** The subscriber's client id while it listens on the channel (tracking is redirected to it). */
  private listeningAs: string | null = null;
  /** The PING sent through the subscriber and not yet answered, and the one to send after it. */
  private pingInFlight: Promise<void> | null = null;
  private pingQueued: Promise<void> | null = null;
  private readonly maxChars: number;
  private readonly ttlMs: number;
  private readonly pingTimeoutMs: number;
  private readonly prefixes: readonly string[];
  private readonly subscriber: Redis;
  private readonly tracker: Redis;
  private readonly onStateChange: (serving: boolean, reason?: unknown) => void;

  private constructor(options: TrackedCacheOptions) {
    this.prefixes = options.prefixes;
    this.maxChars = options.maxChars ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.pingTimeoutMs = options.pingTimeoutMs ?? 2_000;
    this.onStateChange = options.onStateChange ?? (() => {});
    // RESP2: ioredis drops the RESP3 'invalidate' push frames; in RESP2 a redirected invalidation
    // is a plain pub/sub message whose payload is the array of changed keys (null: a flush).
    const own = { protocol: 2, lazyConnect: true, autoResubscribe: false, enableOfflineQueue: false };
    const name = options.name ?? 'tracked-cache';
    this.subscriber = options.redis.duplicate({ ...own, connectionName: `${name}:invalidations` } as never);
    this.tracker = options.redis.duplicate({ ...own, connectionName: `${name}:tracking` } as never);
    this.subscriber.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
      if (channel.toString() !== INVALIDATE_CHANNEL) return;
      if (!Array.isArray(keys)) this.forgetAll();
      else for (const key of keys) this.invalidate(key.toString());
    });
    this.subscriber.on('close', () => {
      this.listeningAs = null;
    });
    for (const connection of [this.subscriber, this.tracker]) {
      connection.on('close', () => this.stopServing('Redis connection closed'));
      connection.on('error', () => {}); // 'close' follows; ioredis reconnects by itself.
      connection.on('ready', () => void this.setUp());
    }
  }

  /** Opens the connections and turns tracking on (a cache that cannot yet serves nothing). */
  static async start(options: TrackedCacheOptions): Promise<TrackedCache> {
    const cache = new TrackedCache(options);
    await Promise.all([cache.subscriber.connect(), cache.tracker.connect()]).catch(() => {});
    await cache.setUp();
    return cache;
  }

  /** Whether values are served from memory now (tracking on, both connections up). */
  get isServing(): boolean {
    return this.serving;
  }

  /**
   * The value derived from `key` under `variant` (one key can back several values, e.g. a
   * recipe list per query), from memory or from `compute` (then kept while the key is unchanged).
   * Values are text (a stored string, a serialised answer), so that their memory is known.
   */
  async load(key: string, variant: string, compute: () => Promise<string | null>): Promise<string | null> {
    if (this.serving && this.fresh(key, variant)) {
      // Changes made before this call may still be on their way here (another copy of the service
      // answered its client, who asks again at once): wait for Redis to have said them.
      await this.barrier();
      const entry = this.serving ? this.fresh(key, variant) : undefined;
      if (entry) return entry.value;
    }
    const startedAt = this.epoch;
    const value = await compute();
    if (this.serving && this.unchangedSince(key, startedAt)) this.keep(key, variant, value);
    return value;
  }

  /**
   * Resolves once every change Redis made before this call has been applied here: a PING through
   * the subscriber is answered after the reports queued before it.
   */
  async synced(): Promise<void> {
    if (this.serving) await this.barrier();
  }

  private fresh(key: string, variant: string): Entry | undefined {
    const entry = this.entries.get(key)?.get(variant);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }

  /**
   * A PING through the subscriber sent after this call: Redis answers it after every invalidation
   * report it queued before, so once it resolves, each change made before the call is applied.
   * Calls share PINGs: one is in flight at a time, and the calls made meanwhile share the next one,
   * so a burst of reads costs two round trips on one connection, not one each. A PING that fails
   * (the connection dropped) or goes unanswered for `pingTimeoutMs` resolves too: the cache has then
   * stopped serving, which the caller checks.
   */
  private barrier(): Promise<void> {
    if (!this.pingInFlight) return (this.pingInFlight = this.sendPing());
    this.pingQueued ??= this.pingInFlight.then(() => {
      this.pingQueued = null;
      return (this.pingInFlight = this.sendPing());
    });
    return this.pingQueued;
  }

  private sendPing(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.pingTimeoutMs);
    });
    const pong = this.subscriber.ping().then(
      () => 'answered' as const,
      () => 'failed' as const,
    );
    const answered: Promise<void> = Promise.race([pong, late])
      .then((outcome) => {
        clearTimeout(timer);
        if (outcome === 'answered') return;
        this.stopServing(`Redis ${outcome === 'late' ? 'did not answer a PING in time' : 'refused a PING'}`);
        // A stalled connection may never close by itself: start over on a new one.
        if (outcome === 'late' && !this.closed) this.subscriber.disconnect(true);
      })
      .finally(() => {
        if (this.pingInFlight === answered) this.pingInFlight = null;
      });
    return answered;
  }

  /** Forgets what was derived from `key`: call around this process's own writes of it. */
  invalidate(key: string): void {
    this.epoch += 1;
    const values = this.entries.get(key);
    if (values) {
      for (const entry of values.values()) this.size -= weight(entry.value);
      this.entries.delete(key);
    }
    if (this.invalidatedAt.size >= this.maxChars / ENTRY_OVERHEAD) this.forgetAll();
    else this.invalidatedAt.set(key, this.epoch);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.serving = false; // closing is not an outage: no state change is reported
    this.forgetAll();
    this.subscriber.disconnect();
    this.tracker.disconnect();
  }

  private unchangedSince(key: string, epoch: number): boolean {
    return epoch >= this.forgottenAt && (this.invalidatedAt.get(key) ?? 0) <= epoch;
  }

  private keep(key: string, variant: string, value: string | null): void {
    if (this.size + weight(value) > this.maxChars) this.forgetAll();
    let values = this.entries.get(key);
    if (!values) {
      values = new Map();
      this.entries.set(key, values);
    }
    const previous = values.get(variant);
    if (previous) this.size -= weight(previous.value);
    this.size += weight(value);
    values.set(variant, { value, expiresAt: Date.now() + this.ttlMs });
  }

  private forgetAll(): void {
    this.epoch += 1;
    this.forgottenAt = this.epoch;
    this.entries.clear();
    this.invalidatedAt.clear();
    this.size = 0;
  }

  private stopServing(reason?: unknown): void {
    this.setupRun += 1; // a set-up under way must not turn serving back on
    this.forgetAll();
    if (this.serving) {
      this.serving = false;
      this.onStateChange(false, reason);
    }
  }

  /**
   * Subscribes, then turns broadcast tracking on, redirected to the subscriber: in that order,
   * no change is reported before someone listens. Runs again whenever a connection is back; one
   * run at a time (a connection's 'ready' and `start` both ask for one).
   */
  private setUp(): Promise<void> {
    this.settingUp = this.settingUp.then(() => this.setUpOnce());
    return this.settingUp;
  }

  private async setUpOnce(): Promise<void> {
    if (this.serving || this.closed) return;
    if (this.subscriber.status !== 'ready' || this.tracker.status !== 'ready') return;
    const run = ++this.setupRun;
    try {
      if (this.listeningAs === null) {
        const id = String(await this.subscriber.client('ID'));
        await this.subscriber.subscribe(INVALIDATE_CHANNEL);
        this.listeningAs = id;
      }
      await this.tracker.client('TRACKING', 'OFF');
      const prefixes = this.prefixes.flatMap((prefix) => ['PREFIX', prefix]);
      await this.tracker.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', this.listeningAs, 'BCAST', ...prefixes);
    } catch (error) {
      if (run === this.setupRun) this.stopServing(error);
      return;
    }
    // A connection closed meanwhile (stopServing moved setupRun on): its 'ready' runs this again.
    if (run !== this.setupRun || this.closed) return;
    this.forgetAll();
    this.serving = true;
    this.onStateChange(true);
  }
}
