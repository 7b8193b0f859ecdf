/**
 * The import limits that screens use without validating anything (the bookmarklet, the paste field).
 * No zod here, so a page that needs only these does not carry it.
 */

/** Largest pasted page source, in characters (about 5 MB of text). */
export const PASTED_HTML_MAX = 5 * 1024 * 1024;
/** Largest POST /api/parse-recipe body: a pasted page of PASTED_HTML_MAX characters, JSON-escaped. */
export const PARSE_REQUEST_BODY_MAX = PASTED_HTML_MAX * 2;
export const PAGE_URL_MAX = 4096;

/** Largest pasted recipe text, in characters: a long recipe is under 20,000. */
export const PASTED_TEXT_MAX = 100_000;
/** Largest POST /api/parse-recipe/text body: the text JSON-escaped (a character as `\uXXXX` at worst). */
export const PARSE_TEXT_BODY_MAX = PASTED_TEXT_MAX * 6 + 1024;
