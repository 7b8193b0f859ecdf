import { PURE_ZOD_NAME, renameContractsZod } from '../build/pure-zod';

describe("the contracts' zod, renamed for tree-shaking", () => {
  test('renames z where it is zod, and nothing else', () => {
    const source = [
      "import { z } from 'zod';",
      'export const emailSchema = z',
      '  .string()',
      "  .email('z.z');",
      'export const a = z.object({ b: z.array(z.string()) });',
      'export type A = z.infer<typeof a>;',
      'const other = { z: 1 }; other.z.toFixed(); const zz = 2;',
    ].join('\n');
    expect(renameContractsZod(source)).toBe(
      [
        `import { z as ${PURE_ZOD_NAME} } from 'zod';`,
        `export const emailSchema = ${PURE_ZOD_NAME}`,
        '  .string()',
        "  .email('z.z');",
        `export const a = ${PURE_ZOD_NAME}.object({ b: ${PURE_ZOD_NAME}.array(${PURE_ZOD_NAME}.string()) });`,
        `export type A = ${PURE_ZOD_NAME}.infer<typeof a>;`,
        'const other = { z: 1 }; other.z.toFixed(); const zz = 2;',
      ].join('\n'),
    );
  });

  test('leaves a module that does not import zod as it is', () => {
    const minified = 'function z(n){return n}z(1).x;';
    expect(renameContractsZod(minified)).toBe(minified);
  });
});
