import type { Job } from 'bullmq';
import { UnrecoverableError } from 'bullmq';
import { dispatch } from './dispatch.ts';
import { parseJobId, readParseProgress } from './parse-jobs.ts';

const jobNamed = (name: string) => ({ name, queueName: 'parse' }) as Job<string, string>;

describe('dispatch', () => {
  test('runs the handler registered for the job name', async () => {
    const run = dispatch<string, string>({ 'import-url': async () => 'done' });
    await expect(run(jobNamed('import-url'))).resolves.toBe('done');
  });

  test('fails a job without a handler for good, naming it', async () => {
    const run = dispatch<string, string>({ 'import-url': async () => 'done' });
    const failure = run(jobNamed('toString'));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow('No handler for job "toString" on queue "parse"');
  });
});

describe('parse job ids and progress', () => {
  test('one normalised URL gives one 64-hex id', () => {
    const id = parseJobId('https://example.com/pie');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(parseJobId('https://example.com/pie')).toBe(id);
    expect(parseJobId('https://example.com/tart')).not.toBe(id);
  });

  test('unknown progress values read as queued', () => {
    expect(readParseProgress(undefined)).toEqual({ stage: 'queued', percent: 0 });
    expect(readParseProgress({ stage: 'rendering' })).toEqual({ stage: 'rendering', percent: 60 });
    expect(readParseProgress({ stage: 'hacking' })).toEqual({ stage: 'queued', percent: 0 });
  });
});
