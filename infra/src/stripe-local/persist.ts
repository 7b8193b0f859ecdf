import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type SavedStripeState, StripeState } from './state.ts';

/**
 * The stand-in's state kept in a JSON file, so that a restart of `npm start` keeps its customers and
 * subscriptions (a Premium user stays Premium). Written whole after each change, through a temporary
 * file renamed over the old one, so a crash mid-write leaves the last good state.
 */
export class StateFile {
  private last = '';

  readonly file: string;
  private readonly log: (line: string) => void;

  constructor(file: string, log: (line: string) => void) {
    this.file = file;
    this.log = log;
  }

  /** The saved state, or a fresh one when there is none or it cannot be read (the file is then left as it is). */
  load(): StripeState {
    if (!existsSync(this.file)) return new StripeState();
    try {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<SavedStripeState>;
      if (!saved || typeof saved !== 'object' || saved.version !== 1) throw new Error('not a saved state');
      const state = StripeState.fromSaved(saved);
      this.last = JSON.stringify(state.toSaved());
      this.log(
        `[stripe-local] state from ${this.file}: ${state.customers.size} customers, ${state.subscriptions.size} subscriptions`,
      );
      return state;
    } catch (error) {
      this.log(`[stripe-local] ${this.file} not read (${(error as Error).message}); starting empty`);
      this.last = '\0';
      return new StripeState();
    }
  }

  /** Writes the state when it changed since the last write. */
  save(state: StripeState): void {
    const text = JSON.stringify(state.toSaved());
    if (text === this.last) return;
    // A file that could not be read is kept until the state first changes, then moved aside.
    if (this.last === '\0' && existsSync(this.file)) renameSync(this.file, `${this.file}.unreadable`);
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, this.file);
    this.last = text;
  }
}
