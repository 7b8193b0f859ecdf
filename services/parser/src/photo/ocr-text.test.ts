import { dropListBlankLines, fixUnits, joinWrappedLines, joinWrappedTitle } from './ocr-text.ts';

describe('lines OCR broke that print had joined', () => {
  test('a line filling the column followed by a lower-case line is one line; a short lower-case line is its own', () => {
    const text = [
      '1 (10 3/4 oz) can cream of mushroom',
      'soup',
      '3 cups chicken broth',
      'salt',
      '1 tablespoon white wine vinegar.',
      'pepper',
    ].join('\n');
    expect(joinWrappedLines(text).split('\n')).toEqual([
      '1 (10 3/4 oz) can cream of mushroom soup',
      '3 cups chicken broth',
      'salt',
      '1 tablespoon white wine vinegar.',
      'pepper',
    ]);
  });

  test('a title over two short lines is one title; facts or amounts in the first paragraph are left alone', () => {
    expect(joinWrappedTitle('Butternut Squash Mac and Cheese with\nBroccoli\n\nMakes 6 cups\n')).toBe(
      'Butternut Squash Mac and Cheese with Broccoli\n\nMakes 6 cups\n',
    );
    expect(joinWrappedTitle('Dal\nServes 4\n\nIngredients\n')).toBe('Dal\nServes 4\n\nIngredients\n');
    expect(joinWrappedTitle('Dal\n200 g lentils\n\nMethod\n')).toBe('Dal\n200 g lentils\n\nMethod\n');
  });
});

test('units OCR misreads after an amount are mended; fractions are left as read', () => {
  expect(fixUnits('4 Ibs chuck roast\n2 1bs short ribs\n600g/1lb 50z cream cheese\n1 % cups')).toBe(
    '4 lbs chuck roast\n2 lbs short ribs\n600g/1lb 5oz cream cheese\n1 % cups',
  );
  expect(fixUnits('Ibsen 0zone')).toBe('Ibsen 0zone');
});

test("tesseract's blank lines inside a list are dropped, so a group's name stands between blank lines", () => {
  expect(
    dropListBlankLines('Ingredients\n\nChicken\n\n1 lb chicken\n\n2 tsp salt\n\nSauce\n\n1 cup soy sauce'),
  ).toBe('Ingredients\n\nChicken\n1 lb chicken\n2 tsp salt\n\nSauce\n1 cup soy sauce');
});
