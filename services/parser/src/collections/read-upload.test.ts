import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ingredientLines } from '@cookmark/contracts';
import type { CollectionReading, CollectionRecipe } from './collection-recipe.ts';
import { readUpload } from './read-upload.ts';

/** Trimmed copies of the apps' real exports (Mealie's migration test data), photos shrunk. */
const EXPORTS = path.resolve(__dirname, '..', '..', 'test', 'fixtures', 'app-exports');

function readExport(name: string): CollectionReading {
  return readUpload(new Uint8Array(readFileSync(path.join(EXPORTS, name))), name);
}

function recipeNamed(reading: CollectionReading, title: string): CollectionRecipe {
  const recipe = reading.recipes.find((r) => r.title === title);
  if (!recipe)
    throw new Error(`no recipe '${title}' among ${reading.recipes.map((r) => r.title).join(', ')}`);
  return recipe;
}

const photoName = (recipe: CollectionRecipe): string | null =>
  recipe.photo && 'bytes' in recipe.photo ? recipe.photo.name : null;

describe('reading the apps’ exports', () => {
  it('reads a Paprika export: gzip JSON a recipe, its photo inside, colon headings as groups', () => {
    const reading = readExport('paprika.zip');
    expect(reading.format).toBe('paprika');
    expect(reading.recipes.map((r) => r.title).sort()).toEqual([
      'Zucchinipuffer',
      'Zweimal gebratenes Hähnchen mit Gemüse und Nudeln',
      'Zwiebelrostbraten mit selbstgemachten Spätzle',
    ]);
    const braten = recipeNamed(reading, 'Zwiebelrostbraten mit selbstgemachten Spätzle');
    expect(braten.ingredientGroups.map((g) => g.name)).toEqual(['für den Braten', 'für die Spätzle']);
    expect(braten.ingredientGroups[1]?.lines).toEqual(['2 Eier', '200g Mehl', 'Salz']);
    expect(braten.servings).toBe(2);
    expect(braten.sourceUrl).toBe(
      'http://blog.zeit.de/rezeptor/2007/03/02/zwiebelrostbraten-mit-selbstgemachten-spatzle_292',
    );
    expect(braten.tags).toContain('Nudelgerichte');
    expect(photoName(braten)).toMatch(/\.jpg$/);
  });

  it('reads a Mealie export: titled steps start groups, the photo from the recipe’s images folder', () => {
    const reading = readExport('mealie.zip');
    expect(reading.format).toBe('mealie');
    expect(reading.recipes).toHaveLength(3);
    const pizza = recipeNamed(reading, 'PIZZA DOUGH — Basics With Babish');
    expect(pizza.instructionGroups.map((g) => g.name)).toEqual(['Preparation', 'Cooking']);
    expect(pizza.tags).toEqual(['babish']);
    expect(pizza.prepTime).toBe('1 day');
    expect(photoName(pizza)).toBe('original.webp');
    const stew = recipeNamed(reading, 'Old-Fashioned Beef Stew');
    expect(stew.servings).toBe(4);
    expect(stew.totalTime).toBe('2 hrs 30 mins');
    expect(stew.sourceUrl).toBe('https://cooking.nytimes.com/recipes/4735-old-fashioned-beef-stew');
    expect(ingredientLines(stew.ingredientGroups)[0]).toBe('1/4 cup all-purpose flour');
    expect(recipeNamed(reading, 'Levain Chocolate Chip Cookies').tags).toEqual(['Dessert', 'Cookies']);
  });

  it('reads a Tandoor export: a zip of zips, amounts written as a cook writes them', () => {
    const reading = readExport('tandoor.zip');
    expect(reading.format).toBe('tandoor');
    const [chili] = reading.recipes;
    expect(chili?.title).toBe('“Texas Red” Chili');
    expect(ingredientLines(chili?.ingredientGroups ?? [])).toEqual(
      expect.arrayContaining([
        '2 oz New Mexico chile, dry, 57 g',
        '1 ½ cup (12 fl oz/355 ml) doppelbock',
        'Sour cream',
      ]),
    );
    expect(chili?.tags).toEqual(['American', 'Course: Main', 'Southwest', 'Technique: cocotte']);
    expect(chili?.instructionGroups[0]?.lines[0]).toMatch(/^Peheat the oven/);
    expect(photoName(chili as CollectionRecipe)).toBe('image.jpeg');
  });

  it('reads a Nextcloud Cookbook export: schema.org JSON, lists written as Python text, full.jpg beside it', () => {
    const reading = readExport('nextcloud.zip');
    expect(reading.format).toBe('schema.org');
    expect(reading.recipes).toHaveLength(3);
    const shrimp = recipeNamed(reading, 'Air Fryer Shrimp');
    expect(shrimp.prepTime).toBe('15 mins');
    expect(shrimp.cookTime).toBe('8 mins');
    expect(shrimp.servings).toBe(4);
    expect(shrimp.sourceUrl).toBe('https://www.crunchycreamysweet.com/air-fryer-shrimp/');
    expect(shrimp.rating).toBeNull();
    expect(photoName(shrimp)).toBe('full.jpg');
    const pie = recipeNamed(reading, "Skillet Shepherd's Pie");
    expect(ingredientLines(pie.ingredientGroups)[0]).toBe('1 tbsp olive oil');
    expect(ingredientLines(pie.ingredientGroups)).toHaveLength(18);
    // No photo file in its folder: the address the recipe names.
    expect(pie.photo).toEqual({ url: expect.stringMatching(/^https:\/\/www\.jocooks\.com\//) });
  });

  it('reads a Copy Me That export: one page of recipes, their ratings, notes and photos', () => {
    const reading = readExport('copymethat.zip');
    expect(reading.format).toBe('copy-me-that');
    expect(reading.recipes.map((r) => r.title)).toEqual([
      'Classic Stuffed Shells',
      'Crockpot Cilantro Lime Chicken',
      'Spam Zoodles',
    ]);
    const chicken = recipeNamed(reading, 'Crockpot Cilantro Lime Chicken');
    expect(chicken.tags).toEqual(['chicken', 'dinner', 'instantpot', 'slowcooker', 'texmex']);
    expect(chicken.notes).toHaveLength(3);
    expect(chicken.rating).toBe(4);
    expect(photoName(chicken)).toBe('crockpot_cilantro_lime_chicken_rhs9m.jpg');
    expect(recipeNamed(reading, 'Classic Stuffed Shells').servings).toBe(6);
  });

  it('reads a Chowdown site: YAML front matter, the prose as notes, the photo from images/', () => {
    const reading = readExport('chowdown.zip');
    expect(reading.format).toBe('chowdown');
    const sprouts = recipeNamed(reading, 'Roasted Brussels Sprouts');
    expect(sprouts.tags).toEqual(['sides', 'vegetables']);
    expect(ingredientLines(sprouts.ingredientGroups)).toHaveLength(6);
    expect(sprouts.instructionGroups[0]?.lines).toHaveLength(5);
    expect(sprouts.notes[0]).toMatch(/none can touch Salty Sow\./);
    expect(photoName(sprouts)).toBe('roasted-brussels-sprouts.jpg');
  });

  it('reads a Plan to Eat CSV: comma-led lines are group headings, minutes become times', () => {
    const reading = readExport('plantoeat.zip');
    expect(reading.format).toBe('csv');
    const test = recipeNamed(reading, 'Test Recipe');
    expect(test.ingredientGroups).toEqual([
      { name: 'Heading', lines: ['2 itm Test, note'] },
      { name: 'Heading2', lines: ['3 pkg Two, note2'] },
    ]);
    expect(test.prepTime).toBe('1 hr 15 mins');
    expect(test.totalTime).toBe('2 hrs 30 mins');
    expect(test.servings).toBe(7);
    expect(test.rating).toBe(3);
    expect(test.sourceUrl).toBe('https://eatwithclarity.com/sushi-bowl-with-sesame-tofu/');
    expect(test.photo).toEqual({
      url: expect.stringMatching(/^https:\/\/plantoeat\.s3\.amazonaws\.com\/.*large\.jpg/),
    });
  });

  it('reads a My Recipe Box CSV: a page address and a photo address told apart wherever the row puts them', () => {
    const reading = readExport('myrecipebox.csv');
    expect(reading.format).toBe('csv');
    const salad = recipeNamed(reading, 'Apple Spinach Salad');
    expect(salad.sourceUrl).toBe('https://www.gimmesomeoven.com/my-favorite-apple-spinach-salad/');
    expect(salad.photo).toEqual({
      url: 'https://www.gimmesomeoven.com/wp-content/uploads/2016/09/Apple-Spinach-Recipe-3.jpg',
    });
    expect(salad.tags).toEqual(['Salad', 'Sides']);
    const banhMi = recipeNamed(reading, 'Banh Mi Sandwich');
    // 'INGREDIENTS:' heads the whole list; 'TOFU MARINADE:' is a group of it.
    expect(banhMi.ingredientGroups.map((g) => g.name)).toEqual([null, 'TOFU MARINADE']);
    expect(recipeNamed(reading, 'Air fryer Sliced potatoes').notes).toEqual([
      'You have to do an additional batch if you want more than this.',
    ]);
  });
});
