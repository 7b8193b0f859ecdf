/**
 * Grocery merge cases (issue #34): ingredient lines by recipe → the whole list, each line as
 * 'Category: amount unit name, notes'. Written from the patterns and general cooking lines
 * (not from any site's pages), one behaviour per case.
 */
export interface MergeCase {
  about: string;
  /** Recipe title → its ingredient lines. */
  recipes: Readonly<Record<string, readonly string[]>>;
  /** Every line of the list, in list order. */
  list: readonly string[];
}

export const MERGE_CASES: readonly MergeCase[] = [
  // Kitchen fractions.
  {
    about: 'cups add to a third',
    recipes: { A: ['1 cup sugar'], B: ['1/3 cup sugar'] },
    list: ['Pantry: 1 ⅓ cups sugar'],
  },
  {
    about: 'cups and a spoon round to the nearest third, never 1.4',
    recipes: { A: ['1 cup sugar', '1 tbsp sugar'], B: ['1/3 cup sugar'] },
    list: ['Pantry: 1 ⅓ cups sugar'],
  },
  {
    about: 'metric millilitres written in cups round to a half, not 1.42',
    recipes: { A: ['1 cup sugar'], B: ['100 ml sugar', '1 tsp sugar'] },
    list: ['Pantry: 1 ½ cups sugar'],
  },
  {
    about: 'quarter teaspoons',
    recipes: { A: ['¼ tsp salt'], B: ['¼ tsp salt'] },
    list: ['Pantry: ½ tsp salt'],
  },
  {
    about: 'half and quarter cup',
    recipes: { A: ['½ cup milk'], B: ['¼ cup milk'] },
    list: ['Dairy: ¾ cup milk'],
  },
  {
    about: 'eighths of a teaspoon',
    recipes: { A: ['1 tsp baking soda'], B: ['⅛ tsp baking soda'] },
    list: ['Pantry: 1 ⅛ tsp baking soda'],
  },
  {
    about: 'tablespoons stay tablespoons under a quarter cup',
    recipes: { A: ['2 tbsp olive oil'], B: ['1 tbsp olive oil'] },
    list: ['Pantry: 3 tbsp olive oil'],
  },
  {
    about: 'eight tablespoons are half a cup',
    recipes: { A: ['3 tbsp honey', '2 tbsp honey'], B: ['3 tbsp honey'] },
    list: ['Pantry: ½ cup honey'],
  },
  {
    about: 'cups to the nearest quarter',
    recipes: { A: ['1 1/2 cups flour'], B: ['2/3 cup flour'] },
    list: ['Pantry: 2 ¼ cups flour'],
  },
  {
    about: 'pounds and ounces',
    recipes: { A: ['1 lb ground beef'], B: ['8 oz ground beef'] },
    list: ['Meat/Seafood: 1 ½ lb ground beef'],
  },
  {
    about: 'grams over 250 to 10 g',
    recipes: { A: ['200 g spaghetti'], B: ['250 g spaghetti'] },
    list: ['Pantry: 450 g spaghetti'],
  },
  { about: 'grams under 250 to 5 g', recipes: { A: ['123 g flour'] }, list: ['Pantry: 125 g flour'] },
  {
    about: 'grams from 250 to 10 g',
    recipes: { A: ['333 g chicken breast'] },
    list: ['Meat/Seafood: 330 g chicken breast'],
  },
  {
    about: 'a kilogram and more in kg',
    recipes: { A: ['600 g potatoes'], B: ['500 g potatoes'] },
    list: ['Produce: 1.1 kg potatoes'],
  },
  {
    about: 'two thirds',
    recipes: { A: ['1/3 cup honey'], B: ['1/3 cup honey'] },
    list: ['Pantry: ⅔ cup honey'],
  },
  {
    about: 'a tablespoon and two teaspoons',
    recipes: { A: ['1 tbsp soy sauce'], B: ['2 tsp soy sauce'] },
    list: ['Pantry: 1 ⅔ tbsp soy sauce'],
  },
  {
    about: 'eighths add to a quarter',
    recipes: { A: ['1/8 tsp cayenne'], B: ['1/8 tsp cayenne'] },
    list: ['Pantry: ¼ tsp cayenne'],
  },
  {
    about: 'a cup and 250 ml: two cups',
    recipes: { A: ['1 cup milk'], B: ['250 ml milk'] },
    list: ['Dairy: 2 cups milk'],
  },
  {
    about: 'metric volumes in litres',
    recipes: { A: ['500 ml chicken stock'], B: ['1 l chicken stock'] },
    list: ['Pantry: 1.5 l chicken stock'],
  },
  {
    about: 'whole cups',
    recipes: { A: ['2 cups chicken broth'], B: ['1 cup chicken broth'] },
    list: ['Pantry: 3 cups chicken broth'],
  },
  {
    about: 'ounces over a pound in quarter pounds',
    recipes: { A: ['14 oz cherry tomatoes'], B: ['14 oz cherry tomatoes'] },
    list: ['Produce: 1 ¾ lb cherry tomatoes'],
  },
  {
    about: 'small ounces in halves',
    recipes: { A: ['3 oz feta'], B: ['1.4 oz feta'] },
    list: ['Dairy: 4 ½ oz feta'],
  },
  {
    about: 'a quarter pound is written in ounces',
    recipes: { A: ['1/4 lb bacon'] },
    list: ['Meat/Seafood: 4 oz bacon'],
  },
  {
    about: 'millilitres under 100 in fives',
    recipes: { A: ['30 ml lemon juice'], B: ['12 ml lemon juice'] },
    list: ['Produce: 40 ml lemon juice'],
  },

  // Counts: whole, and the name singular or plural as the count asks.
  {
    about: 'one and one onion',
    recipes: { A: ['1 onion'], B: ['1 onion, chopped'] },
    list: ['Produce: 2 onions, chopped'],
  },
  { about: 'half an onion is an onion to buy', recipes: { A: ['1/2 onion'] }, list: ['Produce: 1 onion'] },
  { about: 'one onion stays singular', recipes: { A: ['1 onion'] }, list: ['Produce: 1 onion'] },
  {
    about: 'sizes kept as notes',
    recipes: { A: ['2 large onions'], B: ['1 small onion'] },
    list: ['Produce: 3 onions, large, small'],
  },
  {
    about: 'tomato and tomatoes meet',
    recipes: { A: ['1 tomato'], B: ['2 tomatoes'] },
    list: ['Produce: 3 tomatoes'],
  },
  {
    about: 'leaf and leaves',
    recipes: { A: ['2 bay leaves'], B: ['1 bay leaf'] },
    list: ['Pantry: 3 bay leaves'],
  },
  {
    about: 'a lemon and a half: two to buy',
    recipes: { A: ['1 lemon'], B: ['1/2 lemon'] },
    list: ['Produce: 2 lemons'],
  },
  { about: 'eggs', recipes: { A: ['2 eggs'], B: ['1 egg'] }, list: ['Dairy: 3 eggs'] },
  {
    about: 'eggs with a size and a preparation',
    recipes: { A: ['2 large eggs'], B: ['3 eggs, beaten'] },
    list: ['Dairy: 5 eggs, beaten, large'],
  },
  {
    about: 'heads of broccoli: the unit carries the name',
    recipes: { A: ['1 head of broccoli'], B: ['2 heads broccoli'] },
    list: ['Produce: 3 heads broccoli'],
  },
  {
    about: 'handfuls of spinach',
    recipes: { A: ['1 handful of spinach'], B: ['2 handfuls spinach'] },
    list: ['Produce: 3 handfuls spinach'],
  },
  {
    about: 'a handful is one',
    recipes: { A: ['a handful of spinach'] },
    list: ['Produce: 1 handful spinach'],
  },
  {
    about: 'bunches',
    recipes: { A: ['1 bunch cilantro'], B: ['1 bunch cilantro, chopped'] },
    list: ['Produce: 2 bunches cilantro, chopped'],
  },
  {
    about: 'cans keep the name as written, on the pantry aisle',
    recipes: { A: ['2 cans tomatoes'] },
    list: ['Pantry: 2 cans tomatoes'],
  },
  {
    about: 'a can size is kept',
    recipes: { A: ['1 (14 oz) can diced tomatoes'], B: ['1 (14 oz) can diced tomatoes'] },
    list: ['Pantry: 2 cans tomatoes, 14 oz, diced'],
  },
  {
    about: 'garlic cloves either way round',
    recipes: { A: ['3 cloves garlic'], B: ['2 garlic cloves, minced'] },
    list: ['Produce: 5 cloves garlic, minced'],
  },
  {
    about: 'sticks of butter',
    recipes: { A: ['1 stick butter'], B: ['1 stick butter'] },
    list: ['Dairy: 2 sticks butter'],
  },
  { about: 'cucumbers', recipes: { A: ['1 cucumber'], B: ['1 cucumber'] }, list: ['Produce: 2 cucumbers'] },
  {
    about: 'counts apart from weights',
    recipes: { A: ['1 potato', '2 potatoes'], B: ['500 g potatoes'] },
    list: ['Produce: 3 potatoes', 'Produce: 500 g potatoes'],
  },
  {
    about: 'carrots',
    recipes: { A: ['2 carrots'], B: ['1 carrot, grated'] },
    list: ['Produce: 3 carrots, grated'],
  },
  { about: 'one avocado', recipes: { A: ['1 avocado'] }, list: ['Produce: 1 avocado'] },
  {
    about: 'limes juiced',
    recipes: { A: ['2 limes, juiced'], B: ['1 lime'] },
    list: ['Produce: 3 limes, juiced'],
  },
  {
    about: 'chicken thighs',
    recipes: { A: ['4 chicken thighs'], B: ['2 chicken thighs'] },
    list: ['Meat/Seafood: 6 chicken thighs'],
  },
  {
    about: 'bell peppers counted are produce',
    recipes: { A: ['1 red bell pepper'], B: ['1 red bell pepper, diced'] },
    list: ['Produce: 2 red bell peppers, diced'],
  },
  {
    about: 'sprigs',
    recipes: { A: ['3 sprigs thyme'], B: ['2 sprigs thyme'] },
    list: ['Produce: 5 sprigs thyme'],
  },
  {
    about: 'stalks of celery',
    recipes: { A: ['2 stalks celery'], B: ['1 stalk celery, sliced'] },
    list: ['Produce: 3 stalks celery, sliced'],
  },
  { about: 'a jar', recipes: { A: ['1 jar salsa'] }, list: ['Pantry: 1 jar salsa'] },
  { about: 'bananas', recipes: { A: ['2 bananas'], B: ['1 banana'] }, list: ['Produce: 3 bananas'] },
  {
    about: 'broccoli counted stays singular',
    recipes: { A: ['1 broccoli'], B: ['1 broccoli'] },
    list: ['Produce: 2 broccoli'],
  },
  {
    about: 'a single item written plural is made singular',
    recipes: { A: ['1 shallots'] },
    list: ['Produce: 1 shallot'],
  },
  { about: 'halves of an egg', recipes: { A: ['1/2 egg'], B: ['1/2 egg'] }, list: ['Dairy: 1 egg'] },

  // Pantry staples on one line each.
  { about: 'salt with no amount is to taste', recipes: { A: ['salt'] }, list: ['Pantry: salt, to taste'] },
  { about: 'salt to taste', recipes: { A: ['salt to taste'] }, list: ['Pantry: salt, to taste'] },
  {
    about: 'an amount plus to taste',
    recipes: { A: ['1 tsp salt'], B: ['salt to taste'] },
    list: ['Pantry: 1 tsp salt, plus to taste'],
  },
  {
    about: 'salt on five lines is one line',
    recipes: {
      A: ['1 tsp salt', 'salt'],
      B: ['½ tsp kosher salt'],
      C: ['Salt to taste'],
      D: ['pinch of salt'],
      E: ['1/2 tsp salt, divided'],
    },
    list: ['Pantry: 2 tsp kosher salt, plus to taste'],
  },
  {
    about: 'kinds of salt kept as a note',
    recipes: { A: ['1 tsp kosher salt'], B: ['1/2 tsp sea salt'] },
    list: ['Pantry: 1 ½ tsp salt, kosher or sea'],
  },
  {
    about: 'salt and pepper to taste: two lines',
    recipes: { A: ['salt and pepper to taste'] },
    list: ['Pantry: black pepper, to taste', 'Pantry: salt, to taste'],
  },
  {
    about: 'a teaspoon of pepper is the spice',
    recipes: { A: ['1 tsp pepper'] },
    list: ['Pantry: 1 tsp black pepper'],
  },
  {
    about: 'pepper and black pepper meet',
    recipes: { A: ['1 tsp pepper'], B: ['1/2 tsp black pepper'], C: ['freshly ground black pepper'] },
    list: ['Pantry: 1 ½ tsp black pepper, plus to taste, freshly ground'],
  },
  {
    about: 'salt and freshly ground black pepper',
    recipes: { A: ['Salt and freshly ground black pepper'] },
    list: ['Pantry: black pepper, to taste, freshly ground', 'Pantry: salt, to taste'],
  },
  {
    about: 'olive oil and extra-virgin olive oil',
    recipes: { A: ['2 tbsp olive oil'], B: ['1 tbsp extra-virgin olive oil'] },
    list: ['Pantry: 3 tbsp extra-virgin olive oil'],
  },
  {
    about: 'olive oil in spoons and cups',
    recipes: { A: ['2 tbsp olive oil'], B: ['1/4 cup olive oil'] },
    list: ['Pantry: ⅓ cup olive oil'],
  },
  {
    about: 'oil for frying joins vegetable oil',
    recipes: { A: ['1 tbsp vegetable oil'], B: ['oil, for frying'] },
    list: ['Pantry: 1 tbsp vegetable oil, for frying'],
  },
  {
    about: 'neutral oils of two kinds',
    recipes: { A: ['1 tbsp canola oil'], B: ['2 tbsp vegetable oil'] },
    list: ['Pantry: 3 tbsp oil, canola or vegetable'],
  },
  {
    about: 'tap water is left off',
    recipes: { A: ['2 cups water', '1 cup flour'], B: ['1 cup warm water'] },
    list: ['Pantry: 1 cup flour'],
  },
  {
    about: 'boiling water is left off',
    recipes: { A: ['boiling water', '1 tsp salt'] },
    list: ['Pantry: 1 tsp salt'],
  },
  {
    about: 'coconut water is bought',
    recipes: { A: ['1 cup coconut water'] },
    list: ['Pantry: 1 cup coconut water'],
  },
  {
    about: 'sesame oil is not the neutral oil',
    recipes: { A: ['1 tbsp sesame oil', '1 tbsp vegetable oil'] },
    list: ['Pantry: 1 tbsp sesame oil', 'Pantry: 1 tbsp vegetable oil'],
  },
  { about: 'a pinch on its own', recipes: { A: ['pinch of salt'] }, list: ['Pantry: 1 pinch salt'] },
  {
    about: 'a pinch joins the teaspoons',
    recipes: { A: ['pinch of salt'], B: ['1 tsp salt'] },
    list: ['Pantry: 1 tsp salt'],
  },
  {
    about: 'white pepper is its own spice',
    recipes: { A: ['1/4 tsp white pepper'] },
    list: ['Pantry: ¼ tsp white pepper'],
  },
  {
    about: 'peppers counted are not black pepper',
    recipes: { A: ['2 peppers, sliced'], B: ['1 tsp pepper'] },
    list: ['Produce: 2 peppers, sliced', 'Pantry: 1 tsp black pepper'],
  },

  // Aisles.
  {
    about: 'bell peppers are produce',
    recipes: { A: ['2 green bell peppers'] },
    list: ['Produce: 2 green bell peppers'],
  },
  { about: 'soy sauce', recipes: { A: ['2 tbsp soy sauce'] }, list: ['Pantry: 2 tbsp soy sauce'] },
  {
    about: 'ground ginger is a spice, grated ginger produce',
    recipes: { A: ['1 tsp ground ginger'], B: ['1 tbsp grated ginger'] },
    list: ['Produce: 1 tbsp ginger, grated', 'Pantry: 1 tsp ground ginger'],
  },
  {
    about: 'dried oregano a spice, fresh oregano produce',
    recipes: { A: ['1 tsp dried oregano'], B: ['2 tbsp fresh oregano'] },
    list: ['Produce: 2 tbsp fresh oregano', 'Pantry: 1 tsp dried oregano'],
  },
  {
    about: 'red pepper flakes',
    recipes: { A: ['1/2 tsp red pepper flakes'] },
    list: ['Pantry: ½ tsp red pepper flakes'],
  },
  {
    about: 'cayenne pepper',
    recipes: { A: ['1/4 tsp cayenne pepper'] },
    list: ['Pantry: ¼ tsp cayenne pepper'],
  },
  {
    about: 'ground beef is meat',
    recipes: { A: ['1 lb ground beef'] },
    list: ['Meat/Seafood: 1 lb ground beef'],
  },
  { about: 'frozen peas', recipes: { A: ['1 cup frozen peas'] }, list: ['Frozen: 1 cup frozen peas'] },
  { about: 'tomato paste', recipes: { A: ['2 tbsp tomato paste'] }, list: ['Pantry: 2 tbsp tomato paste'] },
  { about: 'coconut milk', recipes: { A: ['1 can coconut milk'] }, list: ['Pantry: 1 can coconut milk'] },
  { about: 'fish sauce', recipes: { A: ['1 tbsp fish sauce'] }, list: ['Pantry: 1 tbsp fish sauce'] },
  { about: 'sour cream', recipes: { A: ['1/2 cup sour cream'] }, list: ['Dairy: ½ cup sour cream'] },
  { about: 'cream cheese', recipes: { A: ['4 oz cream cheese'] }, list: ['Dairy: 4 oz cream cheese'] },
  { about: 'cumin', recipes: { A: ['1 tsp ground cumin'] }, list: ['Pantry: 1 tsp ground cumin'] },
  {
    about: 'all-purpose flour',
    recipes: { A: ['2 cups all-purpose flour'] },
    list: ['Pantry: 2 cups all-purpose flour'],
  },
  { about: 'bread', recipes: { A: ['1 baguette'] }, list: ['Bakery: 1 baguette'] },
  {
    about: 'mushrooms by weight',
    recipes: { A: ['8 oz mushrooms, sliced'] },
    list: ['Produce: 8 oz mushrooms, sliced'],
  },
  {
    about: 'peanut butter is not dairy',
    recipes: { A: ['1/2 cup peanut butter'] },
    list: ['Pantry: ½ cup peanut butter'],
  },
  { about: 'capers', recipes: { A: ['2 tbsp capers'] }, list: ['Pantry: 2 tbsp capers'] },
  {
    about: 'vanilla extract',
    recipes: { A: ['1 tsp vanilla extract'] },
    list: ['Pantry: 1 tsp vanilla extract'],
  },
  { about: 'salmon', recipes: { A: ['12 oz salmon fillets'] }, list: ['Meat/Seafood: 12 oz salmon fillets'] },
  { about: 'not food', recipes: { A: ['kitchen twine'] }, list: ['Other: kitchen twine'] },
  {
    about: 'parmesan grated',
    recipes: { A: ['1 cup parmesan, grated'] },
    list: ['Dairy: 1 cup parmesan, grated'],
  },
  { about: 'honey', recipes: { A: ['2 tbsp honey'] }, list: ['Pantry: 2 tbsp honey'] },
  {
    about: 'chicken broth is pantry',
    recipes: { A: ['1 cup chicken broth'] },
    list: ['Pantry: 1 cup chicken broth'],
  },
  {
    about: 'ice cream is frozen',
    recipes: { A: ['1 pint vanilla ice cream'] },
    list: ['Frozen: 1 pint vanilla ice cream'],
  },
  { about: 'tofu', recipes: { A: ['400 g firm tofu'] }, list: ['Pantry: 400 g firm tofu'] },
  { about: 'lemons are produce', recipes: { A: ['2 lemons'] }, list: ['Produce: 2 lemons'] },

  // Notes de-duplicated, words never lost.
  {
    about: 'butter with a second amount and repeated notes',
    recipes: {
      A: ['4 tbsp (60g) butter, melted'],
      B: ['2 tbsp butter, melted'],
      C: ['1/2 cup butter, softened'],
    },
    list: ['Dairy: 1 cup butter, melted, softened'],
  },
  {
    about: 'butter in grams and spoons is weighed',
    recipes: { A: ['60g butter, melted'], B: ['4 tbsp butter, melted'], C: ['butter, softened'] },
    list: ['Dairy: 115 g butter, melted, softened'],
  },
  {
    about: 'full-fat coconut milk keeps full-fat',
    recipes: { A: ['400 ml full-fat coconut milk'], B: ['1 can full-fat coconut milk'] },
    list: ['Pantry: 1 can full-fat coconut milk', 'Pantry: 400 ml full-fat coconut milk'],
  },
  {
    about: 'full fat written apart keeps full',
    recipes: { A: ['1 can full fat coconut milk'] },
    list: ['Pantry: 1 can full fat coconut milk'],
  },
  {
    about: 'preparation words before the name become a note',
    recipes: { A: ['2 finely diced tomatoes'] },
    list: ['Produce: 2 tomatoes, finely diced'],
  },
  {
    about: 'chopped fresh parsley',
    recipes: { A: ['1 cup chopped fresh parsley'] },
    list: ['Produce: 1 cup fresh parsley, chopped'],
  },
  {
    about: 'two preparations of one food',
    recipes: { A: ['1 onion, finely chopped'], B: ['1 onion, thinly sliced'] },
    list: ['Produce: 2 onions, finely chopped, thinly sliced'],
  },
  {
    about: 'divided is the recipe’s business',
    recipes: { A: ['1 cup milk, divided'] },
    list: ['Dairy: 1 cup milk'],
  },
  {
    about: 'plus more for drizzling',
    recipes: { A: ['2 tbsp olive oil, plus more for drizzling'] },
    list: ['Pantry: 2 tbsp olive oil, plus more for drizzling'],
  },
  {
    about: 'toasted and chopped',
    recipes: { A: ['1 cup walnuts, toasted and chopped'] },
    list: ['Pantry: 1 cup walnuts, toasted and chopped'],
  },
  {
    about: 'a drained can of beans',
    recipes: { A: ['1 (15 oz) can black beans, drained and rinsed'] },
    list: ['Pantry: 1 can black beans, 15 oz, drained and rinsed'],
  },
  { about: 'cooked rice', recipes: { A: ['2 cups cooked rice'] }, list: ['Pantry: 2 cups rice, cooked'] },
  {
    about: 'grated cheddar',
    recipes: { A: ['1 cup grated cheddar cheese'] },
    list: ['Dairy: 1 cup cheddar cheese, grated'],
  },
  {
    about: 'a note written twice is written once',
    recipes: { A: ['1 carrot, peeled'], B: ['1 carrot, Peeled'] },
    list: ['Produce: 2 carrots, peeled'],
  },
  {
    about: 'unknown amounts join the measured line',
    recipes: { A: ['1 cup milk'], B: ['milk, for brushing'] },
    list: ['Dairy: 1 cup milk, for brushing'],
  },
  {
    about: 'an unknown amount alone',
    recipes: { A: ['vanilla'] },
    list: ['Pantry: vanilla'],
  },
  {
    about: 'optional stays a note',
    recipes: { A: ['1/4 cup raisins (optional)'] },
    list: ['Pantry: ¼ cup raisins, optional'],
  },
  // Lines written without commas (seen in a walk-through of real pages).
  {
    about: 'an adverb left in the name goes with the note after it',
    recipes: { A: ['1 onion finely chopped'] },
    list: ['Produce: 1 onion, finely chopped'],
  },
  {
    about: "'half a lemon': the article is not part of the name",
    recipes: { A: ['½ a lemon, juiced'] },
    list: ['Produce: 1 lemon, juiced'],
  },
  {
    about: 'a size before a bundle unit is a note',
    recipes: { A: ['large handful parsley leaves, chopped'] },
    list: ['Produce: 1 handful parsley leaves, chopped, large'],
  },
  {
    about: 'seeds are on the spice shelf, whatever plant they come from',
    recipes: { A: ['1 tsp fennel seeds', '2 tbsp pumpkin seeds'] },
    list: ['Pantry: 1 tsp fennel seeds', 'Pantry: 2 tbsp pumpkin seeds'],
  },
];
