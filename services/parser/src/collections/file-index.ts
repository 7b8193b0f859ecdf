import type { CollectionFile } from './collection-recipe.ts';

/** Archive debris a Mac or a file manager adds: never part of an export. */
export function isDebris(path: string): boolean {
  return path.split('/').some((part) => part === '__MACOSX' || part === '.DS_Store' || part.startsWith('._'));
}

export const folderOf = (path: string): string => path.slice(0, path.lastIndexOf('/') + 1);
export const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
export const stem = (name: string): string => baseName(name).replace(/\.[^.]*$/, '');

/** An upload's files by path, so a reader finds a recipe's photo beside it. */
export class FileIndex {
  readonly files: readonly CollectionFile[];
  private readonly byPath: Map<string, CollectionFile>;

  constructor(files: readonly CollectionFile[]) {
    this.files = files.filter((file) => !isDebris(file.path));
    this.byPath = new Map(this.files.map((file) => [file.path, file]));
  }

  get(path: string): CollectionFile | undefined {
    return this.byPath.get(path);
  }

  /** A file named relative to another's folder ('images/a.jpg' beside 'recipes.html'); never outside the upload. */
  relative(to: string, name: string): CollectionFile | undefined {
    const parts = folderOf(to)
      .split('/')
      .filter((part) => part !== '');
    for (const part of decodeURIComponent(name).split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.' && part !== '') parts.push(part);
    }
    return this.byPath.get(parts.join('/'));
  }

  /** The first file, in the given order of names, in the folder of `path` (or one below it). */
  inFolder(path: string, names: readonly RegExp[]): CollectionFile | undefined {
    const folder = folderOf(path);
    for (const name of names) {
      const found = this.files.find(
        (file) => file.path.startsWith(folder) && name.test(file.path.slice(folder.length)),
      );
      if (found) return found;
    }
    return undefined;
  }

  /** The first file anywhere whose path ends with `/suffix` (or is it). */
  endingWith(suffix: string): CollectionFile | undefined {
    return this.files.find((file) => file.path === suffix || file.path.endsWith(`/${suffix}`));
  }
}
