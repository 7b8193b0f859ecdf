import { servingsText } from './servings';

test('one serving is singular, any other number plural', () => {
  expect([1, 2, 4, 12].map(servingsText)).toEqual(['1 serving', '2 servings', '4 servings', '12 servings']);
});
