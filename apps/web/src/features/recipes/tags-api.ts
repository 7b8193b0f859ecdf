import type { TagListResponse } from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';
import { RECIPES_KEY } from './recipes-api';

/** Under RECIPES_KEY, so a recipe change (any invalidation of recipes) refreshes it too. */
export const tagManagerKey = [RECIPES_KEY, 'tag-manager'] as const;

export const fetchTags = () => apiRequest<TagListResponse>('GET', '/api/tags');
export const renameTag = (from: string, to: string) =>
  apiRequest<TagListResponse>('POST', '/api/tags/rename', { from, to });
export const mergeTags = (tags: string[], into: string) =>
  apiRequest<TagListResponse>('POST', '/api/tags/merge', { tags, into });
