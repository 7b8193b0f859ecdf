import {
  draftsFrom,
  firstLines,
  groupsFromDrafts,
  groupsOf,
  moved,
  numberedGroups,
  withNewGroup,
  withoutHeading,
} from './line-groups';

const SALAD = [
  { name: 'Dressing', lines: ['Whisk.', 'Season.'] },
  { name: 'Biefstuk', lines: ['Rest the steaks.', 'Fry.', 'Slice.'] },
  { name: 'Salade', lines: ['Wash.', 'Toss.'] },
];

test('steps are numbered across the recipe and a heading is never counted', () => {
  expect(numberedGroups(SALAD).map((g) => [g.name, g.start])).toEqual([
    ['Dressing', 1],
    ['Biefstuk', 3],
    ['Salade', 6],
  ]);
});

test('a short preview keeps the first lines under their headings', () => {
  expect(firstLines(SALAD, 3)).toEqual([
    { name: 'Dressing', lines: ['Whisk.', 'Season.'] },
    { name: 'Biefstuk', lines: ['Rest the steaks.'] },
  ]);
});

test('an answer without groups shows its flat list as one unnamed group', () => {
  expect(groupsOf(undefined, ['a', 'b'])).toEqual([{ name: null, lines: ['a', 'b'] }]);
});

test('the form edits groups: add, rename, move and remove a heading', () => {
  let drafts = draftsFrom([{ name: null, lines: ['1 egg'] }]);
  drafts = withNewGroup(drafts);
  drafts = drafts.map((d, i) => (i === 1 ? { ...d, name: ' Sauce ', lines: 'salt\n\n pepper ' } : d));
  expect(groupsFromDrafts(drafts)).toEqual([
    { name: null, lines: ['1 egg'] },
    { name: 'Sauce', lines: ['salt', 'pepper'] },
  ]);
  drafts = withNewGroup(drafts).map((d, i) => (i === 2 ? { ...d, name: 'Pasta', lines: 'spaghetti' } : d));
  expect(groupsFromDrafts(moved(drafts, 2, -1)).map((g) => g.name)).toEqual([null, 'Pasta', 'Sauce']);
  expect(groupsFromDrafts(withoutHeading(drafts, 2))).toEqual([
    { name: null, lines: ['1 egg'] },
    { name: 'Sauce', lines: ['salt', 'pepper', 'spaghetti'] },
  ]);
  expect(groupsFromDrafts(withoutHeading(drafts, 0))[0]).toEqual({ name: null, lines: ['1 egg'] });
});

test('a heading without lines is left out of the saved groups', () => {
  expect(groupsFromDrafts(withNewGroup(draftsFrom([{ name: null, lines: ['1 egg'] }])))).toEqual([
    { name: null, lines: ['1 egg'] },
  ]);
});
