import { TAG_MESSAGES, type TagSummary } from '@cookmark/contracts';
import { NotFound } from '@cookmark/service-kit';
import type { TagRepository } from '../repositories/tag.repository.ts';
import type { RecipesVersion } from './recipes-version.ts';

/**
 * The tag manager: a person's tags with their counts, renamed or merged across all their recipes
 * at once. Owner only (every call is the signed-in user's own tags); each change bumps the
 * user's recipes version, so cached lists show it.
 */
export class TagLibrary {
  private readonly tags: TagRepository;
  private readonly versions: RecipesVersion;

  constructor(deps: { tags: TagRepository; versions: RecipesVersion }) {
    this.tags = deps.tags;
    this.versions = deps.versions;
  }

  list(userId: string): Promise<TagSummary[]> {
    return this.tags.summaries(userId);
  }

  /** `from` is called `into`; when `into` is another of the user's tags, the two are merged. */
  rename(userId: string, from: string, into: string): Promise<TagSummary[]> {
    return this.merge(userId, [from], into);
  }

  /** The tags become one, named `into`; 404 'Tag not found' when one is no tag of the user's. */
  async merge(userId: string, tags: readonly string[], into: string): Promise<TagSummary[]> {
    if (!(await this.tags.merge(userId, tags, into))) throw new NotFound(TAG_MESSAGES.tagNotFound);
    await this.versions.bump(userId);
    return this.tags.summaries(userId);
  }
}
