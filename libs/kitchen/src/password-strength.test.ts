import { isLongEnough } from './password-strength.ts';
test('needs ten characters', () => {
  expect(isLongEnough('abc')).toBe(false);
});
