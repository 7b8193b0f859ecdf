import { strToU8 } from 'fflate';
import { openUpload } from './archive.ts';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from './limits.ts';
import { readUpload } from './read-upload.ts';
import { jsonLdRecipe, pngHeader, withDeclaredSize, zip, zipBomb } from './testing/hostile-archives.ts';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the upload was not refused');
};

describe('hostile archives are refused as a whole', () => {
  it('refuses a zip bomb by its ratio before unpacking it', () => {
    expect(refusal(() => readUpload(zipBomb(), 'bomb.zip'))).toBe(COLLECTION_MESSAGES.bomb('recipes.json'));
  });

  it('refuses an archive that unpacks to more than the total allowed', () => {
    const archive = zip({ 'a.json': jsonLdRecipe('A'), 'b.json': jsonLdRecipe('B') });
    const limits = { ...COLLECTION_LIMITS, totalBytes: 300 };
    expect(refusal(() => openUpload(archive, 'two.zip', limits))).toBe(COLLECTION_MESSAGES.tooMuchData);
  });

  it('refuses an archive of too many entries', () => {
    const files = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`r${i}.json`, jsonLdRecipe(`R${i}`)]),
    );
    const limits = { ...COLLECTION_LIMITS, entries: 10 };
    expect(refusal(() => openUpload(zip(files), 'many.zip', limits))).toBe(
      COLLECTION_MESSAGES.tooManyEntries,
    );
  });

  it('refuses an entry whose path leads out of the archive', () => {
    for (const name of [
      '../../etc/cron.d/evil.json',
      '/etc/passwd',
      'a/../../b.json',
      'C:/x.json',
      'a\\..\\b.json',
    ]) {
      expect(refusal(() => readUpload(zip({ [name]: jsonLdRecipe('Evil') }), 'evil.zip'))).toBe(
        COLLECTION_MESSAGES.unsafePath(name),
      );
    }
  });

  it('unpacks an entry that lies about its size to no more than it declared', () => {
    const archive = withDeclaredSize(zip({ 'notes.txt': strToU8('x'.repeat(5000)) }), 10);
    const [file] = openUpload(archive, 'liar.zip');
    expect(file?.bytes.length).toBe(10);
  });

  it('refuses archives nested too deep', () => {
    const deep = zip({
      'a.zip': zip({ 'b.zip': zip({ 'c.zip': zip({ 'r.json': jsonLdRecipe('Deep') }) }) }),
    });
    expect(refusal(() => readUpload(deep, 'deep.zip'))).toBe(COLLECTION_MESSAGES.tooDeep);
  });

  it('refuses a file that holds something other than its name says', () => {
    const page = strToU8('<html><script>alert(1)</script></html>');
    expect(refusal(() => readUpload(zip({ 'r.json': jsonLdRecipe('R'), 'photo.jpg': page }), 'x.zip'))).toBe(
      COLLECTION_MESSAGES.claimsOther('photo.jpg', 'a photo'),
    );
    expect(refusal(() => readUpload(zip({ 'recipe.json': strToU8('not json at all') }), 'x.zip'))).toBe(
      COLLECTION_MESSAGES.claimsOther('recipe.json', 'JSON'),
    );
  });

  it('refuses a photo of more pixels than the photo pipeline takes, by its header', () => {
    const archive = zip({ 'r/recipe.json': jsonLdRecipe('R'), 'r/full.png': pngHeader(10_000, 5_000) });
    expect(refusal(() => readUpload(archive, 'x.zip'))).toBe(COLLECTION_MESSAGES.hugePhoto('r/full.png'));
  });

  it('refuses a damaged archive and an upload with no recipes in it', () => {
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(64).fill(7)]);
    expect(refusal(() => readUpload(damaged, 'x.zip'))).toBe(COLLECTION_MESSAGES.damaged);
    expect(refusal(() => readUpload(strToU8('just some words'), 'notes.txt'))).toBe(
      COLLECTION_MESSAGES.noRecipes,
    );
  });
});

describe('folders of recipe files', () => {
  it('reads schema.org JSON-LD files and saved web pages side by side, with their photos', () => {
    const page = `<!doctype html><html><head><link rel="canonical" href="https://example.org/soup">
      <script type="application/ld+json">${new TextDecoder().decode(jsonLdRecipe('Soup'))}</script></head>
      <body><h1>Soup</h1></body></html>`;
    const archive = zip({
      'json/cake.jsonld': jsonLdRecipe('Cake', {
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Sponge',
            itemListElement: [{ '@type': 'HowToStep', text: 'Bake it.' }],
          },
          {
            '@type': 'HowToSection',
            name: 'Icing',
            itemListElement: [{ '@type': 'HowToStep', text: 'Ice it.' }],
          },
        ],
        recipeYield: '8 slices',
        totalTime: 'PT1H5M',
        keywords: 'dessert, baking',
      }),
      'json/cake.png': pngHeader(40, 30),
      'pages/soup.html': strToU8(page),
    });
    const reading = readUpload(archive, 'mine.zip');
    const cake = reading.recipes.find((r) => r.title === 'Cake');
    expect(cake?.instructionGroups).toEqual([
      { name: 'Sponge', lines: ['Bake it.'] },
      { name: 'Icing', lines: ['Ice it.'] },
    ]);
    expect(cake?.servings).toBe(8);
    expect(cake?.totalTime).toBe('1 hr 5 mins');
    expect(cake?.tags).toEqual(['dessert', 'baking']);
    expect(cake?.photo).toMatchObject({ name: 'cake.png' });
    const soup = reading.recipes.find((r) => r.title === 'Soup');
    expect(soup?.sourceUrl).toBe('https://example.org/soup');
    expect(soup?.ingredientGroups).toEqual([{ name: null, lines: ['2 eggs', '100 g flour'] }]);
  });
});
