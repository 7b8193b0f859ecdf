/**
 * The language of a page read by the English model, from its common words: a French, German,
 * Spanish, Italian, Dutch, Portuguese, Hungarian, Swedish, Norwegian, Danish,
 * Polish or Slovak page is read again with its own model (photo-reader.ts), whose letters
 * ('é', 'ü', 'ñ', 'ß') the English one misreads ('ii' for 'ü', 'fi' for 'ñ', 'R' for 'ß'). The
 * words are those a recipe's steps use most and the other languages do not share (no 'de', 'la',
 * 'en', 'in'); the English model reads them well, since they are mostly plain letters.
 */
export const PAGE_LANGUAGES = [
  'eng',
  'fra',
  'deu',
  'spa',
  'ita',
  'nld',
  'por',
  'hun',
  'swe',
  'nor',
  'dan',
  'pol',
  'slk',
] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const WORDS: Record<PageLanguage, Set<string>> = {
  eng: new Set('the and of to with for until into over minutes add stir'.split(' ')),
  fra: new Set('et les des du au aux avec pour dans une est sur puis ajouter cuire faire pendant'.split(' ')),
  deu: new Set('und der die das mit den dem auf ein eine für oder bei etwas kurz minuten zugeben'.split(' ')),
  spa: new Set('y los las con para del al una hasta minutos agregar añadir hasta cocinar'.split(' ')),
  ita: new Set('e il gli con per della del alla fino minuti aggiungere cuocere una nel'.split(' ')),
  nld: new Set('het een en met van voor tot op minuten toevoegen ongeveer bak'.split(' ')),
  // The English model's reading of a word is counted too: 'pa' for 'på', 'nao' for 'não'.
  por: new Set(
    'os as com para do da dos das em uma até ate minutos adicione misture junte ao não nao'.split(' '),
  ),
  hun: new Set('és es az egy meg hogy vagy percig hozzá hozza után utan majd'.split(' ')),
  swe: new Set('och med till av på pa minuter tills ugnen låt lat lägg lagg eller'.split(' ')),
  nor: new Set('og med til av på pa minutter ovnen legg ikke eller'.split(' ')),
  dan: new Set('og med til af på pa minutter ovnen lad læg laeg ikke eller'.split(' ')),
  // 'aż'/'až' and 'minut'/'minút' are left out: the English model reads both languages' the same.
  // 'na' is both languages' (and neither's among the others here): 'w' and 'v' ('in') tell them apart.
  pol: new Set(
    'się sie oraz lub przez około okolo następnie nastepnie dodać dodac dodaj wszystko nie aby ale od jest na w'.split(
      ' ',
    ),
  ),
  slk: new Set(
    'na v sa si so aj alebo potom pridáme pridame pridám pridam ešte este kým kym všetko vsetko všetky vsetky ako lebo pri nechám necham necháme nechame'.split(
      ' ',
    ),
  ),
};

/** At least this many of a language's words, and half as many again as of English's, make a page that language's. */
const MIN_WORDS = 6;
const OVER_ENGLISH = 1.5;

/** The page's language: 'eng' unless another one's words clearly outnumber English's. */
export function pageLanguage(text: string): PageLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const score = (language: PageLanguage) => words.filter((word) => WORDS[language].has(word)).length;
  const english = score('eng');
  let best: PageLanguage = 'eng';
  let bestScore = 0;
  for (const language of PAGE_LANGUAGES) {
    if (language === 'eng') continue;
    const s = score(language);
    if (s > bestScore) {
      best = language;
      bestScore = s;
    }
  }
  return bestScore >= MIN_WORDS && bestScore > OVER_ENGLISH * english ? best : 'eng';
}
