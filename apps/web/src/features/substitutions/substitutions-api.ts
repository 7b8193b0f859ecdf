import type {
  AiSubstitutionRequestInput,
  AiSubstitutionResponse,
  SubstitutionRequestInput,
  SubstitutionResponse,
} from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

/** `POST /api/ingredients/substitute` (spec §7): the knowledge base's substitutes for a name or a whole line. */
export const findSubstitutions = (body: SubstitutionRequestInput) =>
  apiRequest<SubstitutionResponse>('POST', '/api/ingredients/substitute', body);

/** `POST /api/ai-substitutions` (spec §7): the AI's substitutes, or the knowledge base's when it cannot answer. */
export const askAiSubstitutions = (body: AiSubstitutionRequestInput) =>
  apiRequest<AiSubstitutionResponse>('POST', '/api/ai-substitutions', body);
