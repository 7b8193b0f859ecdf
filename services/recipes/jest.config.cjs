module.exports = {
  ...require('../../jest.preset.cjs'),
  ...require('../../jest.stores.cjs'),
  displayName: 'recipes',
};
