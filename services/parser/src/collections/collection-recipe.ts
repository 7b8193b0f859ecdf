import type { LineGroup } from '@cookmark/contracts';

/**
 * One recipe read from another app's export (issue #33), shaped like the recipe a person saves:
 * groups of lines, times as readable text, the person's own rating where the app keeps one.
 */
export interface CollectionRecipe {
  title: string;
  description: string | null;
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
  /** One note per entry. */
  notes: string[];
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  servings: number | null;
  tags: string[];
  sourceUrl: string | null;
  /**
   * The person's own rating, 1 to 5, where their app keeps one (Paprika, Mealie, Plan to Eat,
   * My Recipe Box); a site's aggregate rating is other people's and is not read.
   */
  rating: number | null;
  photo: CollectionPhoto | null;
}

/** A photo the export carries (its bytes), else the address the app had it from. */
export type CollectionPhoto = { bytes: Uint8Array; name: string } | { url: string };

/** A file of the upload: its path inside the archive ('' folder for a single upload) and its bytes. */
export interface CollectionFile {
  path: string;
  bytes: Uint8Array;
}

/** What an export yields: the recipes read, and the entries that could not be read, with why. */
export interface CollectionReading {
  format: CollectionFormat;
  recipes: CollectionRecipe[];
  failed: { name: string; reason: string }[];
}

export type CollectionFormat =
  | 'paprika'
  | 'mealie'
  | 'tandoor'
  | 'schema.org'
  | 'copy-me-that'
  | 'chowdown'
  | 'csv'
  | 'cooklang'
  | 'web pages';
