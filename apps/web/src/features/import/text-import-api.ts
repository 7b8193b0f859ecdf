import type { ParseRecipeResponseDto } from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

/** `POST /api/parse-recipe/text`: the recipe a pasted text holds, with what was understood. */
export const readRecipeText = (text: string) =>
  apiRequest<ParseRecipeResponseDto>('POST', '/api/parse-recipe/text', { text });
