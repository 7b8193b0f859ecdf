import { FOOD_ALIASES } from './aliases.ts';
import { allFoods, foodById } from './food.ts';
import { gramsFor, middleDensity } from './grams.ts';
import { foodWords, matchFood, searchFoods } from './match-food.ts';

function food(id: string) {
  const f = foodById(id);
  if (!f) throw new Error(`no food ${id}`);
  return f;
}

describe('the food table', () => {
  it('holds generic foods with their figures per 100 g and portion weights', () => {
    expect(allFoods().length).toBeGreaterThan(5000);
    const egg = food('01123');
    expect(egg.name).toBe('Egg, whole, raw, fresh');
    expect(egg.per100g.energyKcal).toBe(143);
    expect(egg.per100g.proteinG).toBeCloseTo(12.56);
    expect(egg.portions).toContainEqual({ measure: 'large', grams: 50 });
    // The share of a piece as bought that is not eaten: a bone-in chop's bone, none for flour.
    expect(food('10028').refusePct).toBe(26);
    expect(food('20081').refusePct).toBe(0);
  });

  it('leaves branded and restaurant foods out', () => {
    expect(allFoods().some((f) => /KRAFT|CAMPBELL/.test(f.name))).toBe(false);
    expect(allFoods().some((f) => f.group === '3600')).toBe(false);
  });

  it('has every alias pointing at a food of the table', () => {
    for (const id of Object.values(FOOD_ALIASES)) expect(foodById(id)).toBeDefined();
  });
});

describe('flours, meals and starches', () => {
  it.each([
    ['almond flour', 'Nuts, almonds'],
    ['blanched almond flour', 'Nuts, almonds'],
    ['almond meal', 'Nuts, almonds'],
    ['tapioca flour', 'Tapioca, pearl, dry'],
    ['tapioca starch', 'Tapioca, pearl, dry'],
    ['corn starch', 'Cornstarch'],
    // A flour the table has stays that flour; wheat's own kinds, and no food at all, stay wheat.
    ['oat flour', 'Oat flour, partially debranned'],
    ['chickpea flour', 'Chickpea flour (besan)'],
    ['bread flour', 'Wheat flours, bread, unenriched'],
    ['all-purpose flour', 'Wheat flour, white, all-purpose, enriched, bleached'],
    ['gluten free flour', 'Wheat flour, white, all-purpose, enriched, bleached'],
  ])('matches %s to %s', (name, expected) => {
    expect(matchFood(name)?.name).toBe(expected);
  });
});

describe('the words of a name', () => {
  it('read a first part of describing words with the name after it', () => {
    expect(foodWords('boneless, skinless chicken breasts')).toEqual([
      'boneless',
      'skinless',
      'chicken',
      'breast',
    ]);
    // A first part that names a food stays alone ('onion, finely chopped').
    expect(foodWords('onion, finely chopped')).toEqual(['onion']);
  });
});

describe('cream', () => {
  it('is the heavy cream of the carton by its US names', () => {
    expect(matchFood('heavy cream')?.name).toBe('Cream, fluid, heavy whipping');
    expect(matchFood('whipping cream')?.name).toBe('Cream, fluid, heavy whipping');
    expect(matchFood('light whipping cream')?.name).toBe('Cream, fluid, light whipping');
  });
});

describe('alternatives', () => {
  it('take the next one when the first is no food of the table', () => {
    expect(matchFood('arrowroot starch')).toBeNull();
    expect(matchFood('arrowroot starch or cornstarch')?.name).toBe('Cornstarch');
    expect(matchFood('butter or margarine')?.name).toBe('Butter, salted');
  });
});

describe('matchFood', () => {
  it.each([
    ['eggs', 'Egg, whole, raw, fresh'],
    ['all-purpose flour', 'Wheat flour, white, all-purpose, enriched, bleached'],
    ['unsalted butter', 'Butter, without salt'],
    ['light brown sugar', 'Sugars, brown'],
    ['extra virgin olive oil', 'Oil, olive, salad or cooking'],
    ['garlic', 'Garlic, raw'],
    ['red onions', 'Onions, raw'],
    ['fresh ginger, grated', 'Ginger root, raw'],
    ['ground ginger', 'Spices, ginger, ground'],
    ['pumpkin seeds', 'Seeds, pumpkin and squash seed kernels, dried'],
    [
      'chuck roast',
      'Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
    ],
    [
      'beef short ribs',
      'Beef, chuck, short ribs, boneless, separable lean and fat, trimmed to 0" fat, choice, raw',
    ],
    ['chicken tenders', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw'],
    ['ground cinnamon', 'Spices, cinnamon, ground'],
    ['ground cumin', 'Spices, cumin seed'],
    ['honey', 'Honey'],
    ['peanut butter', 'Peanut butter, chunk style, with salt'],
    ['toasted sesame oil', 'Oil, sesame, salad or cooking'],
    ['lean ground beef', 'Beef, ground, 80% lean meat / 20% fat, raw'],
    ['vine ripe tomato', 'Tomatoes, red, ripe, raw, year round average'],
    ['heavy cream', 'Cream, fluid, heavy whipping'],
    // A dry mix is a form a line means only when it says so.
    ['coconut milk', 'Nuts, coconut milk, raw (liquid expressed from grated meat and water)'],
    // 'Fresh' is USDA's raw food, never a fresh pasta or a dried seed that shares the other word.
    ['fresh spinach', 'Spinach, raw'],
    ['fresh coriander', 'Coriander (cilantro) leaves, raw'],
    // Broth or stock of no named kind is chicken's, as a cook means it; crème fraîche a cultured cream.
    ['broth', 'Soup, chicken broth, ready-to-serve'],
    ['crème fraîche', 'Cream, fluid, heavy whipping'],
    // Everyday names whose closest description is another food.
    ['sweet potatoes', 'Sweet potato, raw, unprepared'],
    ['kalamata olives', 'Olives, ripe, canned (small-extra large)'],
    ['green olives', 'Olives, pickled, canned or bottled, green'],
    ['hot dogs', 'Frankfurter, beef, unheated'],
    ['tomato sauce', 'Tomato products, canned, sauce'],
    ['corn', 'Corn, sweet, yellow, raw'],
    ['sausage', 'Pork sausage, link/patty, unprepared'],
    ['hot italian sausage', 'Sausage, Italian, pork, raw'],
    ['salsa', 'Sauce, salsa, ready-to-serve'],
    ['active dry yeast', "Leavening agents, yeast, baker's, active dry"],
    ['dry red wine', 'Alcoholic beverage, wine, table, red'],
    ['ham', 'Pork, cured, ham, whole, separable lean and fat, unheated'],
    ['whole chicken', 'Chicken, broilers or fryers, meat and skin, raw'],
    ['beef stew meat', 'Beef, chuck for stew, separable lean and fat, all grades, raw'],
    [
      'ribeye steaks',
      'Beef, rib, eye, small end (ribs 10-12), separable lean and fat, trimmed to 0" fat, choice, raw',
    ],
    ['garlic cloves', 'Garlic, raw'],
    ['crab meat', 'Crustaceans, crab, blue, raw'],
    ['baguette', 'Bread, french or vienna (includes sourdough)'],
    ['hamburger buns', 'Rolls, hamburger or hotdog, plain'],
    ['milk chocolate', 'Candies, milk chocolate'],
    ['monterey jack cheese', 'Cheese, monterey'],
    ['plain yogurt', 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce'],
    ['penne pasta', 'Spaghetti, dry, enriched'],
    ['orzo', 'Spaghetti, dry, enriched'],
    ['sardines', 'Fish, sardine, Atlantic, canned in oil, drained solids with bone'],
    ['baby back ribs', 'Pork, fresh, backribs, separable lean and fat, raw'],
    ['white chocolate chips', 'Candies, white chocolate'],
    ['apple juice', 'Apple juice, canned or bottled, unsweetened, without added ascorbic acid'],
    // USDA's other names ('includes usda commodity food a914') cost no more than its plain words.
    ['pinto beans', 'Beans, pinto, mature seeds, raw'],
  ])('matches %s to %s', (name, expected) => {
    expect(matchFood(name)?.name).toBe(expected);
  });

  it('takes the generic food of a cheese, sauce, steak or jam the table lacks', () => {
    expect(matchFood('strawberry preserves')?.name).toBe('Jams and preserves');
    expect(matchFood('fig jam')?.name).toBe('Jams and preserves');
    expect(matchFood('halloumi cheese')?.name).toBe(matchFood('cheese')?.name);
    expect(matchFood('halloumi cheese')?.name).toMatch(/^Cheese, /);
    expect(matchFood('buffalo sauce')?.name).toMatch(/^Sauce, /);
    expect(matchFood('hanger steak')?.name).toMatch(/^Beef, .*steak/);
    // Only those nouns: a powder or a hop the table lacks stays no food.
    expect(matchFood('espresso powder')).toBeNull();
    expect(matchFood('halloumi')).toBeNull();
  });

  it('reads breadcrumbs and panko as bread crumbs', () => {
    expect(matchFood('panko breadcrumbs')?.name).toBe('Bread crumbs, dry, grated, plain');
    expect(matchFood('seasoned fine breadcrumbs')?.name).toBe('Bread crumbs, dry, grated, seasoned');
    expect(matchFood('Paniermehl')?.name).toBe('Bread crumbs, dry, grated, plain');
  });

  it("reads past words that name no food: 'milk of choice', 'pumpkin flesh'", () => {
    expect(matchFood('milk of choice')?.name).toBe(matchFood('milk')?.name);
    expect(matchFood('pumpkin flesh')?.name).toBe('Pumpkin, raw');
  });

  it('matches nothing for a name that names no food of the table', () => {
    expect(matchFood('cascade hops pellets')).toBeNull();
    expect(matchFood('')).toBeNull();
    expect(matchFood('to taste')).toBeNull();
  });

  it('stays bounded on a hostile name', () => {
    expect(() => matchFood('salt '.repeat(10_000))).not.toThrow();
  });
});

describe('searchFoods', () => {
  it('lists foods sharing the words, best first, at most the limit', () => {
    const found = searchFoods('cheddar cheese', 5);
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found[0]?.name).toMatch(/cheddar/i);
  });

  it.each([
    ['flour', 'Wheat flour, white, all-purpose, enriched, bleached'],
    ['butter', 'Butter, salted'],
    ['unsalted butter', 'Butter, without salt'],
    ['sugar', 'Sugars, granulated'],
    ['salt', 'Salt, table'],
    ['honey', 'Honey'],
    ['garlic', 'Garlic, raw'],
    ['onion', 'Onions, raw'],
    ['eggs', 'Egg, whole, raw, fresh'],
    ['olive oil', 'Oil, olive, salad or cooking'],
    ['cheddar cheese', 'Cheese, cheddar'],
  ])('ranks the plain common food first for %s: %s', (query, expected) => {
    expect(searchFoods(query, 10)[0]?.name).toBe(expected);
  });

  it('ranks a food whose name opens with the query above one that only mentions it', () => {
    const names = searchFoods('butter', 50).map((f) => f.name);
    expect(names.indexOf('Butter, without salt')).toBeLessThan(names.indexOf('Croissants, butter'));
    const flours = searchFoods('flour', 50).map((f) => f.name);
    expect(flours.indexOf('Carob flour')).toBeGreaterThan(0);
    // A food that has the word only among its other names comes after those that name it.
    const garlic = searchFoods('garlic', 50).map((f) => f.name);
    expect(garlic.indexOf('Spices, garlic powder')).toBeLessThan(garlic.indexOf('Abiyuch, raw'));
  });

  it('finds nothing for no food words and honours the limit', () => {
    expect(searchFoods('', 10)).toEqual([]);
    expect(searchFoods('chopped', 10)).toEqual([]);
    expect(searchFoods('cheese', 3)).toHaveLength(3);
    expect(searchFoods('cheese', 0)).toEqual([]);
  });
});

describe('gramsFor', () => {
  it('converts mass units directly', () => {
    expect(gramsFor(2, 'ounce', food('01123'))).toBeCloseTo(56.7);
    expect(gramsFor(1, 'kg', food('20081'))).toBe(1000);
  });

  it('weighs volumes through the food portion weights', () => {
    expect(gramsFor(1, 'cup', food('20081'))).toBeCloseTo(125, 0);
    expect(gramsFor(2, 'tablespoon', food('01145'))).toBeCloseTo(28.4, 0);
    expect(gramsFor(250, 'ml', food('01077'))).toBeCloseTo(257.8, 0);
  });

  it('picks the portion the line describes', () => {
    expect(gramsFor(1, 'cup', food('11282'), 'chopped')).toBeCloseTo(160, 0);
    expect(gramsFor(1, 'cup', food('11282'), 'sliced')).toBeCloseTo(115, 0);
  });

  it('weighs counts through the piece portions, by the size the line names', () => {
    expect(gramsFor(2, null, food('01123'))).toBe(100);
    expect(gramsFor(2, null, food('01123'), 'medium')).toBe(88);
    expect(gramsFor(3, 'clove', food('11215'))).toBe(9);
    expect(gramsFor(1, 'stick', food('01145'))).toBe(113);
  });

  it('weighs a piece of no named size as a large egg, and a medium piece of anything else', () => {
    expect(gramsFor(2, null, food('01123'), '2 eggs')).toBe(100);
    expect(gramsFor(1, null, food('11282'), '1 onion')).toBe(110);
    expect(gramsFor(1, null, food('11282'), '1 large onion')).toBe(150);
    expect(gramsFor(1, null, food('09040'), '1 banana')).toBe(118);
    // USDA writes the size after the food's name: 'potato medium (2-1/4" to 3-1/4" dia)'.
    expect(gramsFor(2, null, food('11352'), '2 potatoes')).toBe(426);
    expect(gramsFor(1, null, food('11352'), '1 large potato')).toBe(369);
  });

  it('weighs grated cheese by the shredded cup, not the diced one', () => {
    expect(gramsFor(1, 'cup', food('01009'), '1 cup grated cheddar cheese')).toBe(113);
    expect(gramsFor(1, 'cup', food('01009'), '1 cup diced cheddar')).toBe(132);
  });

  it('weighs a food as it comes, not in a state the line does not name', () => {
    // 'cup, whipped' (120 g) is not heavy cream from the carton; '(yields 2 cups whipped)' is a note.
    expect(gramsFor(1, 'cup', food('01053'))).toBeCloseTo(238, 0);
    expect(gramsFor(1, 'cup', food('01053'), '1 cup whipped cream')).toBeCloseTo(120, 0);
  });

  it('takes the portion of the measure asked for', () => {
    expect(gramsFor(1, 'cup', food('02047'))).toBeCloseTo(292, 0);
    expect(gramsFor(1, 'teaspoon', food('02047'))).toBeCloseTo(6, 0);
  });

  it('falls back on a group density for oils with no volume portion, else on a middle one', () => {
    expect(gramsFor(1, 'cup', food('04688'))).toBeCloseTo(217.7, 0);
    // The middle one is the median density of the table's foods weighed by the cup (SR26: 0.75 g/ml).
    expect(middleDensity()).toBeCloseTo(0.748, 3);
    expect(gramsFor(1, 'cup', food('05062'))).toBeCloseTo(236.59 * middleDensity(), 1);
  });

  it('does not weigh a handful or a drizzle as a piece', () => {
    expect(gramsFor(2, null, food('11457'), '2 large handfuls of spinach')).toBeNull();
  });

  it('says it cannot weigh a piece the food has no portion for, or no number', () => {
    expect(gramsFor(1, 'clove', food('20081'))).toBeNull();
    expect(gramsFor(Number.NaN, 'cup', food('20081'))).toBeNull();
  });
});

describe('other languages', () => {
  it.each([
    ['sucre', 'Sugars, granulated'],
    ['Zucker', 'Sugars, granulated'],
    ['olijfolie', 'Oil, olive, salad or cooking'],
    ['burro', 'Butter, salted'],
    ['œufs', 'Egg, whole, raw, fresh'],
    ['prei', 'Leeks, (bulb and lower leaf-portion), raw'],
    ['Rhabarber', 'Rhubarb, raw'],
    ['sucre glace', 'Sugars, powdered'],
    ['Panna fresca liquida', 'Cream, fluid, heavy whipping'],
    ['smør', 'Butter, salted'],
    ['løg', 'Onions, raw'],
    ['vispgrädde', 'Cream, fluid, heavy whipping'],
    ['Sahne', 'Cream, fluid, heavy whipping'],
    ['crème liquide', 'Cream, fluid, heavy whipping'],
    ['crème fraîche', 'Cream, fluid, heavy whipping'],
    ['masła', 'Butter, salted'],
    ['alho espremidos', 'Garlic, raw'],
  ])('matches the staple %s to %s', (name, expected) => {
    expect(matchFood(name)?.name).toBe(expected);
  });

  it.each([
    ['Knoblauchzehe', 'Garlic, raw'],
    ['Limettensaft', 'Lime juice, raw'],
    ['Strauchtomaten', 'Tomatoes, red, ripe, raw, year round average'],
    ['kipfilets', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw'],
    ['Zitronensaft', 'Lemon juice, raw'],
    ['Orangensaft', 'Orange juice, raw'],
    ['Sojasoße', 'Soy sauce made from soy and wheat (shoyu)'],
    ['sitronsaft', 'Lemon juice, raw'],
    ['hvitløkfedd', 'Garlic, raw'],
  ])('reads the compound %s by its parts, as %s', (name, expected) => {
    expect(matchFood(name)?.name).toBe(expected);
  });

  it('reads no juice or sauce of an unknown kind into a compound, nor a first part of two letters', () => {
    expect(matchFood('Holundersaft')).toBeNull();
    // 'st-arter' would be peas (Swedish 'ärter').
    expect(matchFood('sourdough starter')).toBeNull();
  });

  it('keeps English words that another language uses for another food', () => {
    // Italian 'orzo' is barley; in an English line it is the pasta.
    expect(matchFood('orzo')?.name ?? '').not.toMatch(/^Barley/);
    expect(matchFood('Roma tomatoes')?.name).toMatch(/^Tomatoes, red/);
    // Hungarian 'bors' (pepper) is no 'bor' (wine).
    expect(matchFood('Fekete bors')?.name).toBe('Spices, pepper, black');
  });

  it('leaves an English word the table knows whole', () => {
    expect(matchFood('buttermilk')?.name).toBe('Milk, buttermilk, fluid, whole');
  });
});

describe('the plain food a cook means (issue #29, eighth pass)', () => {
  it('reads cream as the cream of the carton, never cream cheese', () => {
    expect(matchFood('cream')?.name).toBe('Cream, fluid, heavy whipping');
    expect(matchFood('double cream')?.name).toBe('Cream, fluid, heavy whipping');
    expect(matchFood('cold heavy whipping cream')?.name).toBe('Cream, fluid, heavy whipping');
    expect(matchFood('single cream')?.name).toBe('Cream, fluid, light (coffee cream or table cream)');
    expect(matchFood('soured cream')?.name).toBe('Cream, sour, cultured');
    expect(matchFood('cream cheese')?.name).toBe('Cheese, cream');
    expect(matchFood('sour cream')?.name).toBe('Cream, sour, cultured');
  });

  it('takes a part of a food alone (the skin, the peel) only when the line names it', () => {
    expect(matchFood('potatoes')?.name).toBe('Potato, flesh and skin, raw');
    expect(matchFood('potato skins')?.name).toBe('Potatoes, raw, skin');
  });

  it('takes sweetened fruit only when the line says so', () => {
    expect(matchFood('frozen strawberries')?.name).toBe('Strawberries, frozen, unsweetened');
    expect(matchFood('sweetened frozen strawberries')?.name).toMatch(/^Strawberries, frozen, sweetened/);
    // No unsweetened frozen form: the raw fruit, not a sweetened one.
    expect(matchFood('frozen peaches')?.name).toBe('Peaches, raw');
  });

  it('takes skinless meat without its skin', () => {
    expect(matchFood('skinless chicken thighs')?.name).toBe(
      'Chicken, broilers or fryers, dark meat, thigh, meat only, raw',
    );
    expect(matchFood('chicken thighs')?.name).toBe('Chicken, broilers or fryers, thigh, meat and skin, raw');
  });

  it('reads a spice powder as the ground spice and a paste as what it is made of', () => {
    expect(matchFood('ginger powder')?.name).toBe('Spices, ginger, ground');
    expect(matchFood('turmeric powder')?.name).toBe('Spices, turmeric, ground');
    // A powder of no spice stays unknown rather than a guess.
    expect(matchFood('espresso powder')).toBeNull();
    expect(matchFood('miso paste')?.name).toBe('Miso');
    expect(matchFood('tomato paste')?.name).toMatch(/^Tomato products, canned, paste/);
  });

  it('reads a vinegar or an extract the table lacks as its generic one', () => {
    expect(matchFood('rice wine vinegar')?.name).toBe('Vinegar, distilled');
    expect(matchFood('balsamic vinegar')?.name).toBe('Vinegar, balsamic');
    expect(matchFood('almond extract')?.name).toBe('Vanilla extract');
  });

  it('reads a line of another language by the food words its dictionary knows', () => {
    expect(matchFood('gerezd Fokhagyma zúzva')?.name).toBe('Garlic, raw');
    expect(matchFood('Cukor ízlés szerint')?.name).toBe('Sugars, granulated');
    // An English name keeps every word: no food is guessed from part of it.
    expect(matchFood('zorblax garlic sauce thing')).toBeNull();
  });

  it('reads container words as no part of the food', () => {
    expect(foodWords('packet active dry yeast')).toEqual(['active', 'dry', 'yeast']);
    expect(matchFood('gelatin')?.name).toBe('Gelatins, dry powder, unsweetened');
  });
});

describe('portion weights by the line (issue #29, eighth pass)', () => {
  it("weighs a packet, envelope or bag by USDA's own portion of it", () => {
    expect(gramsFor(1, 'packet', food('18375'))).toBeCloseTo(7.2, 1);
    expect(gramsFor(1, 'envelope', food('19177'))).toBe(7);
    expect(gramsFor(1, 'package', food('01017'))).toBe(85);
  });

  it("weighs a cup of frozen fruit as USDA's cup unthawed, unless the line says thawed", () => {
    expect(gramsFor(1, 'cup', food('09318'), '1 cup frozen strawberries')).toBe(149);
    expect(gramsFor(1, 'cup', food('09318'), '1 cup frozen strawberries, thawed')).toBe(221);
  });

  it("weighs a grated or crumbled cheese USDA gives no cup for as its group's cups in that state", () => {
    // Romano has no volume portion: at the dairy density a cup would be 244 g.
    expect(gramsFor(1, 'cup', food('01038'), '1 cup grated romano')).toBeCloseTo(113, 0);
    expect(gramsFor(1, 'cup', food('01038'), '1 cup romano')).toBeCloseTo(244, 0);
  });
});

describe('more plain foods and pieces (issue #29, eighth pass)', () => {
  it('counts a form word for the food itself in that form, not a dish that opens with it', () => {
    // 'Frozen novelties, ice type, pineapple-coconut' opens with 'frozen' but is no frozen pineapple.
    expect(matchFood('pineapple frozen')?.name).toBe('Pineapple, raw, all varieties');
    expect(matchFood('frozen peas')?.name).toBe('Peas, green, frozen, unprepared');
    expect(matchFood('ground beef')?.name).toBe('Beef, ground, 80% lean meat / 20% fat, raw');
  });

  it('reads oats as rolled oats and broths of other birds as broth', () => {
    expect(matchFood('rolled oats')?.name).toBe('Cereals, oats, regular and quick, not fortified, dry');
    expect(matchFood('oats')?.name).toBe('Cereals, oats, regular and quick, not fortified, dry');
    expect(matchFood('steel cut oats')?.name).toBe('Oats');
    expect(matchFood('turkey broth')?.name).toBe('Soup, chicken broth, ready-to-serve');
  });

  it('weighs a Roma tomato as the plum tomato, a plain tomato as a medium one', () => {
    expect(gramsFor(1, null, food('11529'), '1 Roma tomato')).toBe(62);
    expect(gramsFor(1, null, food('11529'), '1 tomato')).toBe(123);
    // A portion that is the food's name alone is its piece ('40 saltine crackers').
    expect(gramsFor(40, null, food('18228'), '40 saltine crackers')).toBeCloseTo(119, 0);
  });
});

describe('plant milks, rotisserie chicken, dried fruit (issue #29, eighth pass)', () => {
  it("reads a plant milk the table lacks as no food, never cow's milk", () => {
    expect(matchFood('oat milk')).toBeNull();
    expect(matchFood('cashew milk')).toBeNull();
    expect(matchFood('soy milk')?.name).toBe('Soymilk, original and vanilla, unfortified');
    expect(matchFood('almond milk')?.name).toMatch(/^Beverages, almond milk/);
    expect(matchFood('whole milk')?.name).toMatch(/^Milk, whole/);
    expect(matchFood('warm milk')?.name).toMatch(/^Milk, whole/);
  });

  it('reads rotisserie chicken as its meat, not its skin alone', () => {
    expect(matchFood('shredded rotisserie chicken')?.name).toMatch(/meat only, cooked, rotisserie/);
    expect(matchFood('chicken skin')?.name).toBe('Chicken, broilers or fryers, skin only, raw');
  });

  it('keeps dried cranberries sweetened, as they are sold', () => {
    expect(matchFood('dried cranberries')?.name).toBe('Cranberries, dried, sweetened');
  });
});

describe('chilies, mini sizes and a few names USDA lacks (issue #29, eighth pass)', () => {
  it("reads a kind of chili as USDA's pepper of that kind, else the hot chili", () => {
    expect(matchFood('serrano chile')?.name).toBe('Peppers, serrano, raw');
    expect(matchFood('thai chilis')?.name).toMatch(/^Peppers, hot chili/);
  });

  it('reads mini as a size: the food, weighed as a small piece', () => {
    expect(matchFood('mini marshmallows')?.name).toBe('Candies, marshmallows');
    expect(gramsFor(1, null, food('11821'), '1 mini sweet pepper')).toBe(
      gramsFor(1, null, food('11821'), '1 small sweet pepper'),
    );
  });

  it('reads mascarpone, potato starch and apple pie spice as their closest foods', () => {
    expect(matchFood('mascarpone')?.name).toBe('Cheese, cream');
    expect(matchFood('mascarpone cheese')?.name).toBe('Cheese, cream');
    expect(matchFood('potato starch')?.name).toBe('Potato flour');
    expect(matchFood('apple pie spice')?.name).toBe('Spices, pumpkin pie spice');
  });
});

describe('pieces cut from a food (issue #29, eighth pass)', () => {
  it('reads slices, chunks or wraps of a food the table has as that food', () => {
    expect(matchFood('banana slices')?.name).toBe('Bananas, raw');
    expect(matchFood('mandarin orange slices')?.name).toBe('Tangerines, (mandarin oranges), raw');
    expect(matchFood('spring mix')?.name).toBe('Lettuce, green leaf, raw');
    // Slices of a kind of food alone name no food: which cheese is not said.
    expect(matchFood('cheese slices')).toBeNull();
    // A food named by its cut keeps it ('onion rings').
    expect(matchFood('onion rings')?.name).toMatch(/^Onion rings/);
    // Describing words after the name ('Banana ripe, mashed', '8 apples cold').
    expect(matchFood('Banana ripe')?.name).toBe('Bananas, raw');
    expect(matchFood('apples cold')?.name).toBe('Apples, raw, without skin');
  });
});

describe('berries of no named kind (issue #29, eighth pass)', () => {
  it('are blueberries, never the mixed berry snack bar, and a kind USDA lacks is no food', () => {
    expect(matchFood('frozen mixed berries')?.name).toBe('Blueberries, raw');
    expect(matchFood('berries')?.name).toBe('Blueberries, raw');
    expect(matchFood('strawberries')?.name).toBe('Strawberries, raw');
    expect(matchFood('goji berries')).toBeNull();
    expect(matchFood('mixed berry bar')?.name).toBe('Snack, Mixed Berry Bar');
  });
});
