import type { Plugin } from 'vite';

/**
 * The name the shared contracts' `z` (zod) gets in the build, which the bundler's tree-shaking then
 * treats as free of side effects (vite.config.ts, `treeshake.manualPureFunctions`).
 *
 * The contracts define their zod schemas at the top of modules whose helpers pages use
 * (normalizeLines, RECIPE_LIMITS...); zod calls have no side effects, so a page that does not use a
 * schema should not carry it (nor zod, on the landing page). `manualPureFunctions` matches a name in
 * every module, though, and `z` is also what minifiers call functions in libraries: with ['z'] the
 * bundler dropped every call to a library's minified `z` (Preact's `diff`, when the app ran on it)
 * and the app rendered nothing. So the contracts' `z` is renamed to a name no library uses before the
 * bundler sees it.
 */
export const PURE_ZOD_NAME = 'cookmarkContractsZod';

const CONTRACTS_SOURCE = /[\\/]libs[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
const ZOD_IMPORT = /import\s*\{\s*z\s*\}\s*from\s*'zod';/;
/** `z` followed by a member access (`z.object(`, a chain broken over lines), not `x.z.` or `'z'`. */
const ZOD_MEMBER = /(?<![.\w$'"])z(?=\s*\.)/g;

/** Renames `z` in a contracts module that imports it from zod; other sources are left alone. */
export function renameContractsZod(code: string): string {
  if (!ZOD_IMPORT.test(code)) return code;
  return code
    .replace(ZOD_IMPORT, `import { z as ${PURE_ZOD_NAME} } from 'zod';`)
    .replace(ZOD_MEMBER, PURE_ZOD_NAME);
}

export function pureContractsZod(): Plugin {
  return {
    name: 'cookmark-pure-contracts-zod',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id.split('?')[0] ?? id)) return null;
      const renamed = renameContractsZod(code);
      return renamed === code ? null : { code: renamed, map: null };
    },
  };
}
