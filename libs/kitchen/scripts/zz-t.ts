import { computeNutrition } from '../src/nutrition/index.ts';
const lines = Array.from({length: 500}, (_, i) => `${i} cups chopped raw fresh red green yellow sweet hot chicken beef pork cheese milk cream sauce ${i}`);
let t = performance.now(); computeNutrition(['1 cup flour'], 1); console.log('warm', performance.now()-t);
t = performance.now(); computeNutrition(lines, 4); console.log('500 hostile', performance.now()-t);
const normal = Array.from({length: 500}, (_, i) => ['2 cups all-purpose flour','1 large onion, chopped','3 cloves garlic','1 lb ground beef','2 tbsp olive oil'][i%5]!);
t = performance.now(); computeNutrition(normal, 4); console.log('500 normal', performance.now()-t);
for (let k = 0; k < 3; k++) { t = performance.now(); computeNutrition(normal, 4); console.log('500 normal again', performance.now()-t); }
const uniq = Array.from({length: 500}, (_, i) => `${i+1} cups item${i} flour with cheese ${i}`);
t = performance.now(); computeNutrition(uniq, 4); console.log('500 unique', performance.now()-t);
