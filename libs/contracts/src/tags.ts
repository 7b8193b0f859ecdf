import { z } from 'zod';
import { RECIPE_LIMITS, RECIPE_MESSAGES } from './recipe-limits.ts';

/** Wording of the tag manager and of suggested tags. */
export const TAG_MESSAGES = {
  tagRequired: 'Tag name is required',
  tagComma: 'A tag name cannot contain a comma',
  tagNotFound: 'Tag not found',
  suggestionNotFound: 'Suggested tag not found',
  mergeTooFew: 'Choose at least two tags to merge',
  mergeTooMany: `Merge at most ${RECIPE_LIMITS.tags} tags at once`,
  tagsInvalid: RECIPE_MESSAGES.tagsInvalid,
} as const;

/** One tag's name as sent: trimmed, 1 to RECIPE_LIMITS.tag characters, no comma (commas separate tags). */
export const tagNameSchema = z
  .string({ message: TAG_MESSAGES.tagRequired })
  .trim()
  .min(1, { message: TAG_MESSAGES.tagRequired })
  .max(RECIPE_LIMITS.tag, { message: RECIPE_MESSAGES.tagTooLong })
  .refine((name) => !name.includes(','), { message: TAG_MESSAGES.tagComma });

/** `POST /api/tags/rename`: the tag `from` is called `to`; renaming into another tag merges the two. */
export const tagRenameSchema = z.object({ from: tagNameSchema, to: tagNameSchema });
export type TagRename = z.infer<typeof tagRenameSchema>;

/** `POST /api/tags/merge`: the tags become one, called `into` (one of them or a new name). */
export const tagMergeSchema = z.object({
  tags: z
    .array(tagNameSchema, { message: TAG_MESSAGES.tagsInvalid })
    .min(2, { message: TAG_MESSAGES.mergeTooFew })
    .max(RECIPE_LIMITS.tags, { message: TAG_MESSAGES.mergeTooMany }),
  into: tagNameSchema,
});
export type TagMerge = z.infer<typeof tagMergeSchema>;

/** `POST /api/recipes/:id/suggested-tags/accept` and `/dismiss`: one of the recipe's suggestions. */
export const tagSuggestionSchema = z.object({ tag: tagNameSchema });
export type TagSuggestion = z.infer<typeof tagSuggestionSchema>;

/** A tag of the tag manager: its name and how many recipes carry it. */
export const tagSummarySchema = z.object({ name: z.string(), recipes: z.number() });
export type TagSummary = z.infer<typeof tagSummarySchema>;

/** `GET /api/tags` (and the answer of rename and merge): the person's tags, A–Z. */
export const tagListResponseSchema = z.object({ tags: z.array(tagSummarySchema) });
export type TagListResponse = z.infer<typeof tagListResponseSchema>;
