import { tagKey } from './tag-key.ts';

describe('tagKey', () => {
  it.each([
    ['Crêpes', 'crepe'],
    ['crepe', 'crepe'],
    ['CREPE', 'crepe'],
    ['  Greek  ', 'greek'],
    ['Gluten-free', 'gluten free'],
    ['gluten free', 'gluten free'],
    ['Berries', 'berry'],
    ['Tomatoes', 'tomato'],
    ['Dishes', 'dish'],
    ['Main Courses', 'main course'],
    ['Crème brûlée', 'creme brulee'],
    ['BBQ', 'bbq'],
    ['4th of July', '4th of july'],
    ['Hühnerbrust', 'huhnerbrust'],
    ['Cookies', tagKey('cookie')],
    ['Calories', tagKey('Calorie')],
  ])('%s keys as %s', (name, key) => {
    expect(tagKey(name)).toBe(key);
  });

  it('keeps words pluralize leaves alone as they are', () => {
    expect(tagKey('Swiss')).toBe('swiss');
    expect(tagKey('Hummus')).toBe('hummus');
    expect(tagKey('Couscous')).toBe('couscous');
  });

  it('keys a tag without letters or digits by its text', () => {
    expect(tagKey(' ❤️ ')).toBe('❤️');
    expect(tagKey('❤️')).not.toBe(tagKey('⭐'));
  });
});
