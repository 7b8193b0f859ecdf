/** What the stand-in AI answers to 'Improve with AI' in the end-to-end stack. */
export const E2E_AI_ANSWER = {
  title: 'Lemon Drizzle Cake',
  description: 'A tender lemon sponge soaked in a sharp lemon drizzle.',
  ingredients: [
    '225 g butter, softened',
    '225 g caster sugar',
    '4 eggs',
    '225 g self-raising flour',
    'Zest of 2 lemons',
    '85 g granulated sugar',
    'Juice of 1½ lemons',
  ],
  instructions: [
    'Heat the oven to 180 °C and line a loaf tin.',
    'Beat the butter and sugar until pale and creamy.',
    'Add the eggs one at a time, then fold in the flour and lemon zest.',
    'Bake for 45 minutes; mix the lemon juice and sugar and pour over the warm cake.',
  ],
  prepMinutes: 15,
  cookMinutes: 45,
  totalMinutes: 60,
  yield: '10 slices',
  difficulty: 'Easy',
  tags: ['Cake', 'Lemon'],
  notes: [],
};

/** What the stand-in AI answers to an AI substitution request in the end-to-end stack. */
export const E2E_AI_SUBSTITUTIONS = {
  suggestions: [
    {
      substitute: 'kefir',
      difficulty: 'easy',
      reason: 'Tangy and pourable like buttermilk, so the pancakes stay tender.',
      ratio: '1 cup = 1 cup kefir',
      amount: '2 cups kefir',
    },
    {
      substitute: 'thinned sour cream',
      difficulty: 'moderate',
      reason: 'Rich and tangy; thin it with milk to a pouring texture.',
      ratio: '1 cup = ¾ cup sour cream + ¼ cup milk',
      amount: '1½ cups sour cream + ½ cup milk',
    },
  ],
};
