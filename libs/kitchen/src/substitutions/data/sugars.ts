import { family } from '../types.ts';

// One line per substitute keeps the table readable.
// prettier-ignore
export const SUGARS = family('sugars and sweeteners', [
  ['granulated sugar|white sugar|sugar|caster sugar|superfine sugar', '1 cup', [
    ['1 cup packed light brown sugar', 'easy', 0.85, 'Adds moisture and a caramel note; cookies spread less and stay chewier.', 'vg gf nf'],
    ['1 cup coconut sugar', 'easy', 0.8, 'Swaps by volume; darker colour and a caramel taste.', 'vg gf nf'],
    ['¾ cup honey', 'moderate', 0.7, 'Cut the liquid by ¼ cup, add ¼ tsp baking soda and bake 25 °F (15 °C) lower; browns faster.', 'gf nf'],
    ['¾ cup maple syrup', 'moderate', 0.7, 'Cut the liquid by 3 tbsp; tastes of maple.', 'vg gf nf'],
  ]],
  ['brown sugar|light brown sugar|packed brown sugar', '1 cup', [
    ['1 cup granulated sugar + 1 tbsp molasses', 'easy', 0.95, 'Brown sugar is white sugar with molasses; mix with a fork until even. Use 2 tbsp for dark brown sugar.', 'vg gf nf'],
    ['1 cup coconut sugar', 'easy', 0.85, 'Similar caramel taste, slightly drier.', 'vg gf nf'],
    ['1 cup granulated sugar', 'easy', 0.7, 'Crisper, paler cookies with less caramel taste.', 'vg gf nf'],
  ]],
  ['dark brown sugar', '1 cup', [
    ['1 cup granulated sugar + 2 tbsp molasses', 'easy', 0.95, 'Mix well for the deeper molasses taste.', 'vg gf nf'],
    ['1 cup light brown sugar + 1 tbsp molasses', 'easy', 0.95, 'Darkens light brown sugar.', 'vg gf nf'],
    ['1 cup muscovado sugar', 'easy', 0.9, 'Unrefined and even richer.', 'vg gf nf'],
  ]],
  ['powdered sugar|confectioners sugar|icing sugar|confectioners’ sugar', '1 cup', [
    ['1 cup granulated sugar + 1 tbsp cornstarch', 'easy', 0.9, 'Blend in a dry blender until powdery, then sift.', 'vg gf nf'],
    ['1 cup coconut sugar + 1 tsp arrowroot powder', 'moderate', 0.6, 'Blend fine; makes a tan icing.', 'vg gf nf'],
  ]],
  ['honey', '1 cup', [
    ['1 cup maple syrup', 'easy', 0.85, 'Thinner and less sweet; vegan.', 'vg gf nf'],
    ['1 cup agave syrup', 'easy', 0.85, 'Neutral and a little sweeter.', 'vg gf nf'],
    ['1 cup golden syrup', 'easy', 0.8, 'Thick and buttery-sweet.', 'vg gf nf'],
    ['1 ¼ cups granulated sugar + ¼ cup water', 'moderate', 0.65, 'In baking; add the water to the liquids.', 'vg gf nf'],
  ]],
  ['maple syrup', '1 cup', [
    ['1 cup honey', 'easy', 0.8, 'Thicker and sweeter; not vegan.', 'gf nf'],
    ['1 cup agave syrup', 'easy', 0.8, 'Neutral sweetness; add ½ tsp maple or vanilla extract.', 'vg gf nf'],
    ['1 cup brown rice syrup', 'easy', 0.65, 'Less sweet; mild butterscotch taste.', 'vg gf nf'],
  ]],
  [
    'agave syrup|agave nectar|agave',
    '1 cup',
    [['1 cup maple syrup', 'easy', 0.85, 'Less sweet with a maple taste.', 'vg gf nf'], ['1 cup honey', 'easy', 0.85, 'Thicker; not vegan.', 'gf nf']],
  ],
  ['molasses|treacle|black treacle', '1 cup', [
    ['1 cup dark corn syrup', 'easy', 0.6, 'Same body, much milder.', 'vg gf nf'],
    ['¾ cup packed dark brown sugar + ¼ cup water', 'easy', 0.7, 'Gives the molasses taste in gingerbread and baked beans.', 'vg gf nf'],
    ['1 cup maple syrup', 'easy', 0.6, 'Milder and thinner.', 'vg gf nf'],
  ]],
  ['corn syrup|light corn syrup', '1 cup', [
    ['1 cup golden syrup', 'easy', 0.85, 'Also an invert sugar, so it keeps candy smooth; slightly buttery.', 'vg gf nf'],
    ['1 ¼ cups granulated sugar + ⅓ cup water', 'moderate', 0.7, 'Simmer until dissolved; add a pinch of cream of tartar to stop crystals.', 'vg gf nf'],
    ['1 cup brown rice syrup', 'easy', 0.7, 'Similar body for bars and granola.', 'vg gf nf'],
  ]],
  [
    'golden syrup',
    '1 cup',
    [['½ cup honey + ½ cup light corn syrup', 'easy', 0.85, 'Close in body and taste.', 'gf nf'], ['1 cup light corn syrup', 'easy', 0.75, 'Same texture; milder taste.', 'vg gf nf']],
  ],
  ['coconut sugar', '1 cup', [
    ['1 cup packed light brown sugar', 'easy', 0.9, 'Moister with the same caramel taste.', 'vg gf nf'],
  ]],
  ['turbinado sugar|demerara sugar|raw sugar', '1 cup', [
    ['1 cup packed light brown sugar', 'easy', 0.8, 'Same taste, finer grain; for crunchy toppings use granulated.', 'vg gf nf'],
    ['1 cup granulated sugar', 'easy', 0.75, 'Less caramel; good for sanding tops.', 'vg gf nf'],
  ]],
  ['pearl sugar', '1 cup', [
    ['1 cup crushed sugar cubes', 'easy', 0.8, 'Crush roughly; the pieces stay crunchy in waffles and buns.', 'vg gf nf'],
  ]],
  ['simple syrup', '1 cup', [
    ['¾ cup granulated sugar + ¾ cup water', 'easy', 0.95, 'Heat until dissolved and cool: that is simple syrup.', 'vg gf nf'],
    ['¾ cup agave syrup', 'easy', 0.8, 'Dissolves in cold drinks; a little sweeter.', 'vg gf nf'],
  ]],
  ['stevia|sweetener', '1 packet', [
    ['2 tsp granulated sugar', 'moderate', 0.5, 'A packet usually sweetens like 2 tsp of sugar, but brands vary: check the label. Sugar also adds bulk and browning that stevia does not.', 'vg gf nf'],
  ]],
  [
    'dates|medjool dates',
    '1 cup',
    [['1 cup raisins', 'easy', 0.75, 'Soak 10 minutes for bars and sticky puddings.', 'vg gf nf'], ['1 cup dried figs', 'easy', 0.75, 'Chop; sweet and seedy.', 'vg gf nf'], ['1 cup dried prunes', 'easy', 0.75, 'Sticky and rich for baking and blending.', 'vg gf nf']],
  ],
  [
    'raisins|sultanas',
    '1 cup',
    [['1 cup dried cranberries', 'easy', 0.85, 'Tarter and brighter.', 'vg gf nf'], ['1 cup chopped dates', 'easy', 0.8, 'Sweeter and stickier.', 'vg gf nf'], ['1 cup dried currants', 'easy', 0.9, 'Smaller and a little tangier.', 'vg gf nf']],
  ],
  [
    'marshmallows|mini marshmallows',
    '1 cup',
    [['1 cup marshmallow creme', 'easy', 0.75, 'For fudge and fillings, not for melting on top.', 'gf nf'], ['1 cup vegan marshmallows', 'easy', 0.85, 'Gelatin-free; melt more slowly.', 'vg gf nf']],
  ],
]);
