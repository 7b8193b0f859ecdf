import { strFromU8, unzipSync } from 'fflate';
import { folderNames, libraryZip } from './library-zip.ts';
import { COOKMARK_EXTENSION } from './recipe-jsonld.ts';

const CAKE = {
  title: 'Cake / Sponge',
  description: 'Light.',
  ingredientGroups: [
    { name: null, lines: ['2 eggs'] },
    { name: 'Icing', lines: ['100 g sugar'] },
  ],
  instructionGroups: [
    { name: 'Sponge', lines: ['Bake it.'] },
    { name: null, lines: ['Ice it.'] },
  ],
  notes: 'Keeps a week.',
  prepTime: '15 mins',
  cookTime: '1 hr 5 mins',
  totalTime: null,
  servings: 8,
  tags: ['baking', 'dessert'],
  sourceUrl: 'https://example.org/cake',
};

describe('the library export', () => {
  it('is a folder a recipe, in Nextcloud Cookbook’s layout: schema.org recipe.json and full.jpg', async () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const files = unzipSync(
      await libraryZip([
        { recipe: CAKE, photoJpeg: photo },
        { recipe: CAKE, photoJpeg: null },
      ]),
    );
    expect(Object.keys(files).sort()).toEqual([
      'Cake Sponge (2)/recipe.json',
      'Cake Sponge/full.jpg',
      'Cake Sponge/recipe.json',
    ]);
    expect(files['Cake Sponge/full.jpg']).toEqual(photo);
    const json = JSON.parse(strFromU8(files['Cake Sponge/recipe.json'] as Uint8Array)) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Cake / Sponge',
      image: 'full.jpg',
      recipeYield: 8,
      prepTime: 'PT15M',
      cookTime: 'PT1H5M',
      recipeIngredient: ['2 eggs', '100 g sugar'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Sponge',
          itemListElement: [{ '@type': 'HowToStep', text: 'Bake it.' }],
        },
        { '@type': 'HowToStep', text: 'Ice it.' },
      ],
      keywords: 'baking,dessert',
      url: 'https://example.org/cake',
    });
    expect(json[COOKMARK_EXTENSION]).toMatchObject({
      ingredientGroups: CAKE.ingredientGroups,
      notes: ['Keeps a week.'],
    });
  });

  it('names folders safely and once each', () => {
    expect(folderNames(['../../etc', 'a:b', 'A:B', ''])).toEqual(['etc', 'a b', 'A B (2)', 'Recipe']);
  });
});
