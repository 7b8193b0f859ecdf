import OpenAI from 'openai';
import type { ParserConfig } from '../config.ts';

/**
 * A client of the OpenAI-compatible endpoint the config names (OPENAI_API_KEY, OPENAI_BASE_URL);
 * null without a key.
 */
export function openAiClientFrom(
  config: ParserConfig,
  options: { timeoutMs: number; maxRetries: number },
): OpenAI | null {
  if (!config.OPENAI_API_KEY) return null;
  return new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });
}
