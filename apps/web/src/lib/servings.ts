/** '1 serving', '4 servings': how every screen writes a number of servings. */
export const servingsText = (servings: number): string =>
  `${servings} ${servings === 1 ? 'serving' : 'servings'}`;
