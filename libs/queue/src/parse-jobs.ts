import { createHash } from 'node:crypto';

/** Payload of a `parse` / `import-url` job. */
export interface ParseJobData {
  /** The page address, already normalised (the same string the job id is derived from). */
  url: string;
  /** When the first request for this page arrived (ms since epoch). */
  requestedAt: number;
  /**
   * The X-Request-Id of the request that queued the job (the gateway sets it), so one import can
   * be followed from the browser's request to the worker's log lines.
   */
  requestId?: string;
}

/** Stages a job reports through `job.updateProgress`, in order. */
export const PARSE_STAGES = ['queued', 'fetching', 'extracting', 'rendering', 'ai', 'done'] as const;
export type ParseStage = (typeof PARSE_STAGES)[number];

export interface ParseJobProgress {
  stage: ParseStage;
  percent: number;
}

const STAGE_PERCENT: Record<ParseStage, number> = {
  queued: 0,
  fetching: 10,
  extracting: 40,
  rendering: 60,
  ai: 80,
  done: 100,
};

export function parseProgress(stage: ParseStage): ParseJobProgress {
  return { stage, percent: STAGE_PERCENT[stage] };
}

/** Reads a job's progress back, whatever a worker stored; unknown values count as queued. */
export function readParseProgress(value: unknown): ParseJobProgress {
  if (typeof value === 'object' && value !== null && 'stage' in value) {
    const stage = (value as { stage: unknown }).stage;
    const found = PARSE_STAGES.find((s) => s === stage);
    if (found) return parseProgress(found);
  }
  return parseProgress('queued');
}

/**
 * Job id of an import: sha256 of the normalised URL, so every request for one page shares one job
 * (BullMQ ignores an add whose jobId exists). Hex only: no ':' and never a plain integer.
 */
export function parseJobId(normalisedUrl: string): string {
  return createHash('sha256').update(normalisedUrl).digest('hex');
}

export const PARSE_JOB_ID_PATTERN = /^[0-9a-f]{64}$/;
