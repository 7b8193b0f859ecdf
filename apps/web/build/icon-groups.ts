import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Every .ts/.tsx file under `dir` (tests left out), or `dir` itself if it is one. */
function sourcesUnder(dir: string): string[] {
  if (/\.tsx?$/.test(dir)) return [dir];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** lucide-react's export names (LoaderCircle, its alias Loader2, ...) → icon module ('loader-circle'). */
function lucideModulesByName(fromDir: string): Map<string, string> {
  const pkg = createRequire(join(fromDir, 'package.json')).resolve('lucide-react/package.json');
  const index = readFileSync(join(dirname(pkg), 'dist/esm/lucide-react.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) modules.set(name!, file!);
  }
  return modules;
}

/**
 * The lucide icon modules that the sources under `dirs` (folders or files) import: the icons of the first pages (the
 * app shell, landing, sign-in), which get a chunk of their own so that the landing page does not
 * download the premium tools' icons.
 */
export function iconModulesUsedBy(webDir: string, dirs: string[]): Set<string> {
  const byName = lucideModulesByName(webDir);
  const used = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourcesUnder(join(webDir, dir)))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const raw of names!.split(',')) {
        const name = raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        const module = byName.get(name);
        if (module) used.add(module);
      }
    }
  }
  return used;
}

/** A code-splitting test matching those icon modules in lucide-react, and what every icon is built with. */
export function iconModuleTest(modules: Set<string>): (id: string) => boolean {
  return (id) => {
    if (!/node_modules[\\/]lucide-react[\\/]/.test(id)) return false;
    const icon = /[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id);
    return icon === null || modules.has(icon[1]!);
  };
}
