import { computeNutrition, energyPerServing } from './compute.ts';

const CAKE = ['2 large eggs', '1 cup all-purpose flour', '1/2 cup sugar', 'salt to taste'];

describe('computeNutrition', () => {
  it('sums the foods of the lines and divides by the servings', () => {
    const result = computeNutrition(CAKE, 4);
    // 100 g egg (143 kcal/100 g) + 125 g flour (364) + 100 g sugar (387) = 985 kcal.
    expect(result.perRecipe.energyKcal).toBeCloseTo(985, 0);
    expect(result.perServing.energyKcal).toBeCloseTo(246.25, 1);
    expect(result.perServing.proteinG).toBeCloseTo((12.56 + 1.25 * 10.33) / 4, 1);
    expect(result.lines.map((l) => l.food?.name)).toEqual([
      'Egg, whole, raw, fresh',
      'Wheat flour, white, all-purpose, enriched, bleached',
      'Sugars, granulated',
      'Salt, table',
    ]);
    expect(result.lines.map((l) => l.grams)).toEqual([100, 125, 100, null]);
  });

  it('weighs a food measured by the can in its canned form', () => {
    const [can, dried] = computeNutrition(['1 (15 oz) can black beans', '1 cup dried black beans'], 1).lines;
    expect(can?.food?.name).toMatch(/^Beans, black.*canned/);
    expect(can?.grams).toBeCloseTo(425, 0);
    expect(dried?.food?.name).toBe('Beans, black, mature seeds, raw');
    const coconut = computeNutrition(['1 14-ounce can coconut milk'], 1).lines[0];
    expect(coconut?.food?.name).toMatch(/^Nuts, coconut milk, canned/);
  });

  it("reads 'can' in a note as the verb, not a can of the food", () => {
    const [carrots, tomatoes] = computeNutrition(
      [
        '2 large carrots, julienned (about 1 cup) or you can use the pre shredded carrots',
        '1 can (14 oz) tomatoes, you can also use fresh',
      ],
      1,
    ).lines;
    // Two large raw carrots (72 g each), not a few grams of canned carrots.
    expect(carrots?.food?.name).toBe('Carrots, raw');
    expect(carrots?.grams).toBe(144);
    // The can the line measures by still says canned.
    expect(tomatoes?.food?.name).toMatch(/canned/);
  });

  it('weighs bone-in meat bought by weight less its bone (USDA refuse), anything else as written', () => {
    const [boneIn, plain, counted] = computeNutrition(
      ['2 pounds chicken thighs, bone-in and skin-on', '2 pounds chicken thighs', '1 bone-in chicken thigh'],
      1,
    ).lines;
    expect(boneIn?.food?.name).toBe('Chicken, broilers or fryers, thigh, meat and skin, raw');
    expect(plain?.food?.name).toBe(boneIn?.food?.name);
    expect(plain?.grams).toBeCloseTo(907.2, 0);
    // SR26 gives the thigh 30 % refuse (bone).
    expect(boneIn?.grams).toBeCloseTo(907.2 * 0.7, 0);
    // A piece is weighed by USDA's portion, which says itself what it holds.
    expect(counted?.grams).toBeCloseTo(149, 0);
  });

  it('weighs a flour of nuts by the cup of the ground nut', () => {
    const [almond, wheat] = computeNutrition(['1 cup almond flour', '1 cup flour'], 1).lines;
    expect(almond?.food?.name).toBe('Nuts, almonds');
    // USDA's 'cup, ground' almonds: 95 g, not the 143 g of a cup of whole ones.
    expect(almond?.grams).toBeCloseTo(95, 0);
    expect(wheat?.grams).toBeCloseTo(125, 0);
  });

  it("takes the line's own weight for a volume or a count of a measure, or for pieces when it says total", () => {
    const [cup, grated, total, each, perPiece] = computeNutrition(
      [
        '1 cup (135 g) raw cashews',
        '1 cup freshly grated parmesan cheese (about 4 ounces, shred it yourself!)',
        '4 boneless, skinless chicken breasts (about 1 1/2 pounds total)',
        '4 salmon fillets (about 6 oz each)',
        '2 (15 ounce) cans pumpkin puree',
      ],
      1,
    ).lines;
    expect(cup?.grams).toBeCloseTo(135, 0);
    expect(grated?.grams).toBeCloseTo(113.4, 0);
    expect(total?.grams).toBeCloseTo(680.4, 0);
    // A weight of each piece, or of each can, is still counted once a piece.
    expect(each?.grams).toBeCloseTo(4 * 170.1, 0);
    expect(perPiece?.grams).toBeCloseTo(2 * 425.25, 0);
  });

  it('adds what a line adds to its first amount', () => {
    const [oil, butter, plain] = computeNutrition(
      [
        '1/4 cup plus 2 tablespoons vegetable oil',
        '1 stick + 6 tablespoons unsalted butter',
        '1/4 cup vegetable oil',
      ],
      1,
    ).lines;
    expect(oil?.grams).toBeCloseTo((plain?.grams ?? 0) * 1.5, 0);
    expect(butter?.grams).toBeCloseTo(113 + 6 * 14.2, 0);
  });

  it('counts a fat or oil with no amount as a tablespoon, and other foods with none not at all', () => {
    const [oil, frying, salt] = computeNutrition(
      ['olive oil', 'vegetable oil for frying', 'salt to taste'],
      1,
    ).lines;
    expect(oil?.food?.name).toBe('Oil, olive, salad or cooking');
    expect(oil?.grams).toBeCloseTo(13.6, 1);
    expect(oil?.notCounted).toBeNull();
    expect(frying?.grams).toBeCloseTo(13.6, 1);
    expect(salt?.grams).toBeNull();
    expect(salt?.notCounted).toBe('no amount');
  });

  it('counts a range at its first figure', () => {
    const [range, plain] = computeNutrition(['2-3 cups sugar', '2 cups sugar'], 1).lines;
    expect(range?.grams).toBe(plain?.grams);
    expect(range?.grams).toBe(400);
  });

  it('lists the lines it leaves out, and is not partial when they weigh next to nothing', () => {
    const result = computeNutrition([...CAKE, '1 pinch saffron threads'], 4);
    expect(result.notCounted).toEqual(['salt to taste', '1 pinch saffron threads']);
    expect(result.lines[3]?.notCounted).toBe('no amount');
    expect(result.partial).toBe(false);
  });

  it('says its figures are partial when a line it cannot match carries real weight', () => {
    const result = computeNutrition([...CAKE, '300 g zorblax paste'], 4);
    expect(result.notCounted).toEqual(['salt to taste', '300 g zorblax paste']);
    expect(result.lines[4]).toMatchObject({ food: null, notCounted: 'no food', grams: null });
    expect(result.partial).toBe(true);
    // The figures are those of the lines counted.
    expect(result.perRecipe.energyKcal).toBeCloseTo(985, 0);
  });

  it('scales the recipe to the servings shown, per serving staying the same', () => {
    const shown = computeNutrition(CAKE, 4, {}, { shownServings: 8 });
    expect(shown.servings).toBe(8);
    expect(shown.perRecipe.energyKcal).toBeCloseTo(1970, 0);
    expect(shown.perServing.energyKcal).toBeCloseTo(246.25, 1);
    expect(shown.lines[0]?.grams).toBe(200);
  });

  it("takes the person's food for a line over the matched one", () => {
    const result = computeNutrition(CAKE, 4, { '1/2 cup sugar': '19334' });
    expect(result.lines[2]).toMatchObject({ food: { id: '19334', name: 'Sugars, brown' }, chosen: true });
    // Half of USDA's packed cup (220 g), as brown sugar is measured.
    expect(result.lines[2]?.grams).toBeCloseTo(110, 1);
  });

  it('ignores a choice of a food the table does not hold', () => {
    const result = computeNutrition(CAKE, 4, { '1/2 cup sugar': 'nope' });
    expect(result.lines[2]).toMatchObject({ food: { name: 'Sugars, granulated' }, chosen: false });
  });

  it('weighs containers and pieces by the weight the line gives', () => {
    const result = computeNutrition(
      [
        '1 (14 oz) can diced tomatoes',
        '4 salmon fillets (about 6 oz each)',
        '2 12-ounce cans evaporated milk',
      ],
      4,
    );
    expect(result.lines.map((l) => Math.round(l.grams ?? 0))).toEqual([397, 680, 680]);
  });

  it('skips group headings and blank lines', () => {
    const result = computeNutrition(['For the cake:', '', ...CAKE], 4);
    expect(result.lines).toHaveLength(4);
  });

  it('treats servings that are no positive number as one', () => {
    expect(computeNutrition(CAKE, 0).perServing.energyKcal).toBeCloseTo(985, 0);
    expect(computeNutrition(CAKE, Number.NaN).perServing.energyKcal).toBeCloseTo(985, 0);
  });
});

describe('energyPerServing', () => {
  it('gives the rounded energy per serving', () => {
    expect(energyPerServing(CAKE, 4)).toBe(246);
  });

  it('is null when no line could be counted', () => {
    expect(energyPerServing(['salt to taste', '2 zorblax'], 4)).toBeNull();
    expect(energyPerServing([], 4)).toBeNull();
  });
});

describe('the form a line names (issue #29, eighth pass)', () => {
  const line = (text: string) => computeNutrition([text], 1).lines[0]!;

  it('weighs grated parmesan by the cup of grated parmesan, a plain cup of it too', () => {
    expect(line('1 cup grated parmesan').food?.name).toBe('Cheese, parmesan, grated');
    expect(line('1 cup grated parmesan').grams).toBe(100);
    expect(line('1 cup parmesan').grams).toBe(100);
    // By weight the hard cheese, as bought.
    expect(line('4 oz parmesan').food?.name).toBe('Cheese, parmesan, hard');
  });

  it('counts a food the line says is cooked, before its name, in its cooked form', () => {
    expect(line('1 cup cooked rice').food?.name).toBe('Rice, white, long-grain, regular, cooked, enriched');
    expect(line('1 cup cooked rice').grams).toBe(158);
    expect(line('2 cups cooked pasta').food?.name).toMatch(/^Spaghetti, cooked/);
    expect(line('2 cups cooked quinoa').food?.name).toBe('Quinoa, cooked');
    // A weight of food to cook afterwards was bought raw.
    expect(line('1 lb ground beef, cooked and drained').food?.name).toMatch(/raw$/);
  });

  it('counts chicken the line says is skinless, in brackets too, without its skin', () => {
    expect(line('1.5 pound chicken thighs (boneless and skinless)').food?.name).toBe(
      'Chicken, broilers or fryers, dark meat, thigh, meat only, raw',
    );
    expect(line('2 pounds chicken thighs, bone-in and skin-on (can also use skinless)').food?.name).toBe(
      'Chicken, broilers or fryers, thigh, meat and skin, raw',
    );
  });

  it('weighs a packet the parser leaves in the name, and a size written with a spaced dash', () => {
    expect(line('1 packet active dry yeast').grams).toBeCloseTo(7.2, 1);
    expect(line('1 13.5 – ounce can full-fat coconut milk').grams).toBeCloseTo(383, 0);
  });

  it('leaves a count a spice cannot weigh uncounted rather than take a food of another group', () => {
    const peppers = line('2 peppers, cut into strips');
    expect(peppers.food?.name).toBe('Spices, pepper, black');
    expect(peppers.notCounted).toBe('no weight');
  });

  it("reads Portuguese spoons and 'q.b.' (as much as needed)", () => {
    expect(line('2 c. de chá sal').grams).toBeCloseTo(12, 0);
    expect(line('1 q.b. pimenta branca').notCounted).toBe('no amount');
  });
});

describe('cooked words and sizes (issue #29, eighth pass)', () => {
  const line = (text: string) => computeNutrition([text], 1).lines[0]!;

  it('reads stewed, steamed or roasted before the name as cooked', () => {
    expect(line('1/2 cup Savory Stewed Black Beans, warmed').food?.name).toMatch(/^Beans, black.*cooked/);
    expect(line('2 cups steamed broccoli').food?.name).toMatch(/^Broccoli, cooked/);
    expect(line('555 g cooked, cold jasmine rice').food?.name).toMatch(/^Rice, white.*cooked/);
    // After the name, or in its note, the weight was bought dry.
    expect(line('8 ounces macaroni (cooked)').food?.name).toBe('Macaroni, dry, enriched');
  });

  it('reads a size between two as the larger', () => {
    const garlic = line('2 small-to-medium cloves garlic, pressed or minced');
    expect(garlic.food?.name).toBe('Garlic, raw');
    expect(garlic.grams).toBe(6);
  });

  it('weighs shredded coconut as the shredded dried coconut, not a cream of grated coconut', () => {
    expect(line('1 cup shredded coconut').food?.name).toBe(
      'Nuts, coconut meat, dried (desiccated), sweetened, shredded',
    );
    expect(line('1 cup shredded coconut').grams).toBe(93);
  });
});

describe('a head of a food (issue #29, eighth pass)', () => {
  const line = (text: string) => computeNutrition([text], 1).lines[0]!;

  it("weighs a head by USDA's head (the medium one) or bunch, never as a clove", () => {
    expect(line('1 head garlic').notCounted).toBe('no weight');
    expect(line('1 head cauliflower').grams).toBe(588);
    expect(line('1 head broccoli').grams).toBe(608);
    expect(line('1 large head fennel').food?.name).toBe('Fennel, bulb, raw');
    expect(line('1 large head fennel').grams).toBe(234);
    expect(line('3 cloves garlic').grams).toBe(9);
  });
});
