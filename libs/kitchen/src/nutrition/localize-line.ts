/**
 * An ingredient line written the way other languages write them, rewritten the way the line parser
 * reads them, for weighing only (the line shown stays as written): the measures of French, Italian,
 * Spanish, Hungarian and Japanese kitchens as English units, and an amount written after the name
 * ('Zucchero 105 g', '卵 2個') moved before it.
 */

/** Spoon measures and counts of other languages, as the parser's English units. */
const MEASURES: readonly (readonly [RegExp, string])[] = [
  // French: cuillère à soupe / à café.
  [/(^|\s)c\.?\s*(?:à|a)?\s*s\.(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)c\.?\s*(?:à|a)?\s*c\.(?=\s|$)/gi, '$1tsp'],
  [/(^|\s)cuill(?:è|e)res?\s+(?:à|a)\s+soupe(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)cuill(?:è|e)res?\s+(?:à|a)\s+caf(?:é|e)(?=\s|$)/gi, '$1tsp'],
  // Italian and Spanish: the teaspoon before the spoon, whose word it starts with.
  [/(^|\s)(?:cucchiain[oi]|cucharaditas?)(?=\s|$)/gi, '$1tsp'],
  [/(^|\s)(?:cucchia[io]o?|cucchiai|cucharadas?)(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)(?:pizzico|pinc(?:é|e)es?(?:\(s\))?)(?=\s|$)/gi, '$1pinch'],
  // Hungarian: evőkanál, kávéskanál, teáskanál; 'púpozott' (heaped) and 'db' (pieces) say no unit.
  [/(^|\s)ek(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)(?:kk|tk)(?=\s|$)/gi, '$1tsp'],
  [/(^|\s)(?:púpozott|db)(?=\s|$)/gi, '$1'],
  // German and Dutch: a pinch (Prise, Messerspitze, snufje), a bunch (Bund, bosje), a clove (teen),
  // and the counts that say no unit (Stück, Stk.); French and Portuguese counts (unité, unid.).
  [/(^|\s)(?:prise(?:\(n\)|n)?|msp\.?|messerspitzen?|snufjes?)(?=\s|$)/gi, '$1pinch'],
  [/(^|\s)(?:bund|bosjes?)(?=\s|$)/gi, '$1bunch'],
  [/(^|\s)(?:teentjes?|tenen)(?=\s|$)/gi, '$1clove'],
  [/(^|\s)(?:st(?:ü|u)ck|stk\.?|unit(?:é|e)s?|unid\.?)(?=\s|$)/gi, '$1'],
  // Swedish, Danish and Norwegian: matsked / spiseskefuld / spiseskje, tesked / teskje, a 'krm' of
  // 1 ml, and 'st.' (pieces), 'ds' (a can), 'fedd' (a clove), 'alm.' (ordinary, no unit).
  [/(^|\s)(?:msk|spsk)\.?(?=\s|$)/gi, '$1tbsp'],
  [/(\d\s*)ss\.?(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)(?:tsk|ts)\.?(?=\s|$)/gi, '$1tsp'],
  [/(^|\s)krm\.?(?=\s|$)/gi, '$1ml'],
  // The short ones only after an amount ('2 st', not 'St. Louis ribs').
  [/(\d\s*)(?:st|stk|alm)\.?(?=\s|$)/gi, '$1'],
  [/(\d\s*)ds\.?(?=\s|$)/gi, '$1can'],
  [/(^|\s)fedd(?=\s|$)/gi, '$1clove'],
  // Portuguese and Spanish: colher (de) sopa / chá, cda / cdta, xícara / taza, dentes / dientes, unidade.
  [/(^|\s)colher(?:es)?\s*\(?\s*(?:de\s+)?sopa\s*\)?(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)colher(?:es)?\s*\(?\s*(?:de\s+)?ch(?:á|a)\s*\)?(?=\s|$)/gi, '$1tsp'],
  [/(^|\s)c\.\s*(?:de\s+)?sopa(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)c\.\s*(?:de\s+)?ch(?:á|a)(?=\s|$)/gi, '$1tsp'],
  // 'q.b.' (quanto basta, as much as needed) is no amount: '1 q.b. coentros'.
  [/^\s*\d*\s*q\.\s*b\.?(?=\s|$)/gi, ''],
  [/(^|\s)cdas?\.?(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)(?:cdtas?|cditas?)\.?(?=\s|$)/gi, '$1tsp'],
  [/(^|\s)(?:x(?:í|i)caras?|tazas?)(?:\s*\(?\s*(?:de\s+)?ch(?:á|a)\s*\)?)?(?=\s|$)/gi, '$1cup'],
  [/(^|\s)(?:dentes?|dientes?|gousses?|spicchi|spicchio|z(?:ą|a)bki?|z(?:ą|a)bek)(?=\s|$)/gi, '$1clove'],
  [/(^|\s)unidades?(?=\s|$)/gi, '$1'],
  [/(^|\s)mei[ao](?=\s)/gi, '$1 1/2'],
  // Polish: łyżka (tablespoon), łyżeczka (teaspoon), szklanka (a glass, about a cup), sztuka (pieces).
  [/(^|\s)(?:łyżeczk[aię]|łyżeczek|lyzeczk[aie]|lyzeczek)(?=\s|$)/gi, '$1tsp'],
  [/(^|\s)(?:łyżk[aię]|łyżek|lyzk[aie]|lyzek)(?=\s|$)/gi, '$1tbsp'],
  [/(^|\s)(?:szklank[aię]|szklanek)(?=\s|$)/gi, '$1cup'],
  [/(^|\s)(?:sztuk[ai]?|szt\.?)(?=\s|$)/gi, '$1'],
  // Japanese: 大さじ, 小さじ, and the counter 個 (pieces).
  [/大さじ/g, ' tbsp '],
  [/小さじ/g, ' tsp '],
];

/** A decagram (Hungarian 'dkg') is ten grams: '7 dkg Vaj' → '70 g Vaj'. */
const DECAGRAMS = /^(\s*)(\d+(?:[.,]\d+)?)\s*dkg\b/i;

/** An amount after the name: 'Latte intero 200 ml', 'Tuorli 3', '卵 2個', 'めんつゆ tbsp 1'. */
const TRAILING_AMOUNT =
  /^(\D+?)\s*((?:tbsp|tsp)\s*)?(\d+(?:[.,]\d+)?|[½¼¾⅓⅔])\s*(g|kg|ml|cl|dl|l|tbsp|tsp|cup|clove|個|本|枚)?\s*$/i;

/** Foods of Japanese lines, as English words the matcher knows. */
const JAPANESE: readonly (readonly [string, string])[] = [
  ['サラダ油', ' vegetable oil '],
  ['ごま油', ' sesame oil '],
  ['小麦粉', ' flour '],
  ['砂糖', ' sugar '],
  ['醤油', ' soy sauce '],
  ['しょうゆ', ' soy sauce '],
  ['みりん', ' mirin '],
  ['バター', ' butter '],
  ['牛乳', ' milk '],
  ['玉ねぎ', ' onion '],
  ['にんにく', ' garlic '],
  ['しょうが', ' ginger '],
  ['鶏肉', ' chicken '],
  ['豚肉', ' pork '],
  ['牛肉', ' beef '],
  ['卵', ' egg '],
  ['塩', ' salt '],
  ['水', ' water '],
  ['酒', ' sake '],
  ['油', ' oil '],
];

export function localizeLine(text: string): string {
  let line = text;
  for (const [word, english] of JAPANESE) if (line.includes(word)) line = line.split(word).join(english);
  for (const [re, unit] of MEASURES) line = line.replace(re, unit);
  line = line.replace(
    DECAGRAMS,
    (_m, lead: string, n: string) => `${lead}${Number(n.replace(',', '.')) * 10} g`,
  );
  // A size written with a spaced dash before its unit ('1 13.5 – ounce can') as the parser reads it.
  line = line.replace(/(\d)\s+[-–—]\s*(ounces?|oz|pounds?|lbs?|grams?|g|ml)\b/gi, '$1-$2');
  // A size between two ('2 small-to-medium cloves garlic') is the larger one.
  line = line.replace(/\b(?:small|medium)[- ]to[- ](medium|large)\b/gi, '$1');
  // Japanese recipes measure liquids in cc (millilitres): '牛乳 200cc'.
  line = line.replace(/(\d)\s*cc\b/gi, '$1 ml');
  line = line.replace(/\s+/g, ' ').trim();
  // A note in brackets may hold numbers of its own ('卵(60g 程度) 2個').
  const trailing = TRAILING_AMOUNT.exec(line.replace(/[(（][^)）]*[)）]/g, ' '));
  if (trailing && !/^\s*\d/.test(line)) {
    const [, name, spoon, amount, unit] = trailing;
    const counter = unit !== undefined && /[個本枚]/.test(unit);
    const measure = (spoon ?? '').trim() || (unit !== undefined && !counter ? unit : '');
    line = [amount, measure, name!.trim()].filter((s) => s !== '' && s !== undefined).join(' ');
  }
  return line;
}
