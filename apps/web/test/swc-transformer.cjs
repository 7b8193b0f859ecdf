// SWC as in the shared preset, except `import.meta.hot` (react-router's dev-only HMR check) becomes
// `undefined`, since CommonJS output cannot contain `import.meta`.
const { createTransformer } = require('@swc/jest');
const preset = require('../../../jest.preset.cjs');

const [, swcOptions] = preset.transform['^.+\\.(t|j)sx?$'];
const swc = createTransformer(swcOptions);

const strip = (source) => source.replace(/import\.meta\.hot/g, 'undefined');

module.exports = {
  ...swc,
  process: (source, path, options) => swc.process(strip(source), path, options),
  processAsync: (source, path, options) => swc.processAsync(strip(source), path, options),
  getCacheKey: (source, path, options) => swc.getCacheKey(strip(source), path, options),
};
