/**
 * A local OpenAI-compatible server (POST /v1/chat/completions) for tests and the end-to-end stack:
 * the real `openai` client talks to it over HTTP, and it answers what the test set.
 */
import Fastify, { type FastifyInstance } from 'fastify';

export interface SeenCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  };
}

export interface OpenAiStandIn {
  baseUrl: string;
  requests: SeenCompletion[];
  /** What the next completions answer with (the assistant message content). */
  answer: string;
  /**
   * What completions asking for a given JSON schema answer instead (by `response_format`'s schema
   * name, e.g. 'substitutions'), so one stand-in can serve every AI feature of a running stack.
   */
  answersBySchema: Record<string, string>;
  /** How long the next completions take to answer (a slow endpoint), in ms. */
  delayMs: number;
  close(): Promise<void>;
}

/** `GET` answers the completions seen so far (SeenCompletion[]), `DELETE` forgets them. */
export const SEEN_PATH = '/_stand-in/requests';

/** Tokens as a tokenizer would count them, about: one per 4 characters (at least 1 each way). */
export function tokensOf(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/** The `usage` of an answer: the request's messages in, the answer out. */
function usageOf(body: SeenCompletion['body'], answer: string) {
  const prompt_tokens = tokensOf((body.messages ?? []).map((m) => m.content).join('\n'));
  const completion_tokens = tokensOf(answer);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

/**
 * A tiny OpenAI-compatible server: POST /v1/chat/completions answers `answer` as the message, or
 * the entry of `answersBySchema` named like the schema the request asks for, with a `usage` counted
 * from the text (tokensOf), so token budgets and metrics see real figures.
 */
export async function startOpenAiStandIn(
  answer: unknown,
  answersBySchema: Record<string, unknown> = {},
): Promise<OpenAiStandIn> {
  const app: FastifyInstance = Fastify({ logger: false });
  const standIn: OpenAiStandIn = {
    baseUrl: '',
    requests: [],
    answer: JSON.stringify(answer),
    answersBySchema: Object.fromEntries(
      Object.entries(answersBySchema).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
    delayMs: 0,
    close: () => app.close(),
  };
  const answerFor = (body: SeenCompletion['body']) =>
    standIn.answersBySchema[body.response_format?.json_schema?.name ?? ''] ?? standIn.answer;
  app.post('/v1/chat/completions', async (request) => {
    const body = request.body as SeenCompletion['body'];
    standIn.requests.push({ authorization: request.headers.authorization, body });
    if (standIn.delayMs > 0) {
      // Slow, until the client gives up on the request.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, standIn.delayMs);
        request.raw.socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const content = answerFor(body);
    return {
      id: `chatcmpl-${standIn.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content, refusal: null },
        },
      ],
      usage: usageOf(body, content),
    };
  });
  // For a test in another process than the one that started the stand-in (the attack suite's).
  app.get(SEEN_PATH, async () => standIn.requests);
  app.delete(SEEN_PATH, async () => {
    standIn.requests.length = 0;
    return { cleared: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  standIn.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  return standIn;
}
