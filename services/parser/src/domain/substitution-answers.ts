import {
  AI_BUDGET_MESSAGES,
  AI_SUBSTITUTION_MESSAGES,
  type AiSubstitutionRequest,
  type AiSubstitutionResponse,
  type AiSubstitutionSource,
  type AiSubstitutionSuggestion,
} from '@cookmark/contracts';
import { findSubstitutions } from '@cookmark/kitchen';
import type { FastifyBaseLogger } from 'fastify';
import type { AiSpend } from './ai-spend.ts';
import type { AiQueue } from '../jobs/ai-queue.ts';

export interface SubstitutionAnswersOptions {
  /** The `ai` queue; null without an AI key, and the knowledge base answers at once. */
  queue: AiQueue | null;
  /** The day's AI allowance: once spent, the knowledge base answers at once, saying why. */
  spend: AiSpend;
  /** How long the AI may take before the knowledge base answers instead. */
  timeoutMs: number;
}

function response(
  ingredient: string,
  suggestions: AiSubstitutionSuggestion[],
  source: AiSubstitutionSource,
): AiSubstitutionResponse {
  const message =
    suggestions.length > 0 ? AI_SUBSTITUTION_MESSAGES.found : AI_SUBSTITUTION_MESSAGES.noneFound;
  return { ingredient, suggestions, source, message };
}

/**
 * `POST /api/ai-substitutions`: the AI's suggestions through the `ai` queue; without a key, or
 * when the AI fails, answers malformed, answers nothing or is late, the knowledge base's. Once the
 * day's AI allowance is spent, the knowledge base's with a `notice` saying so.
 */
export class SubstitutionAnswers {
  private readonly queue: AiQueue | null;
  private readonly spend: AiSpend;
  private readonly timeoutMs: number;

  constructor(options: SubstitutionAnswersOptions) {
    this.queue = options.queue;
    this.spend = options.spend;
    this.timeoutMs = options.timeoutMs;
  }

  async answer(request: AiSubstitutionRequest, log: FastifyBaseLogger): Promise<AiSubstitutionResponse> {
    const { ingredient, context } = request;
    const fromKnowledgeBase = () =>
      response(ingredient, knowledgeBaseSuggestions(ingredient), 'knowledge-base');
    if (!this.queue) return fromKnowledgeBase();
    if (await this.spend.exhausted()) return { ...fromKnowledgeBase(), notice: AI_BUDGET_MESSAGES.paused };
    try {
      const { suggestions } = await this.queue.substitute(
        { ingredient, title: context?.title || null, otherIngredients: context?.otherIngredients ?? [] },
        this.timeoutMs,
      );
      if (suggestions.length > 0) return response(ingredient, suggestions, 'ai');
    } catch (error) {
      log.warn({ err: error }, 'AI substitutions unavailable, answering from the knowledge base');
    }
    return fromKnowledgeBase();
  }
}

/**
 * The built-in knowledge base's answer in the AI result's shape: the substitution search the
 * recipes service answers `POST /api/ingredients/substitute` with (at most 5, best first).
 */
function knowledgeBaseSuggestions(ingredient: string): AiSubstitutionSuggestion[] {
  return findSubstitutions(ingredient).suggestions.map(
    ({ substitute, difficulty, reason, ratio, replacement }) => ({
      substitute,
      difficulty,
      reason,
      ratio,
      amount: replacement,
    }),
  );
}
