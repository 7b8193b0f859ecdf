import { pageLanguage } from './page-language.ts';

describe("a page's language, from the English model's reading of it", () => {
  test('English, and pages of the other installed languages, as OCR read them', () => {
    expect(
      pageLanguage(
        'Banana bread\n2 cups flour\n3 bananas\n1. Heat the oven and add the flour to the bananas.\n2. Stir for 2 minutes, then bake until golden with the rest of the sugar.',
      ),
    ).toBe('eng');
    expect(
      pageLanguage(
        "Biirli de Saint-Gall\n150 g d'eau légérement tiede\n1. Mélanger la farine et le sel dans une jatte, puis ajouter l'eau et le levain.\n2. Pétrir pendant 10 minutes avec la main et laisser lever dans un endroit tiède pour la nuit, puis cuire au four.",
      ),
    ).toBe('fra');
    expect(
      pageLanguage(
        '3 Friihlingszwiebel\n1 groRe Karotte\n1. Die Karotte schälen und mit den Zwiebeln in eine Pfanne geben.\n2. Das Öl erhitzen und die Bratlinge darin bei mittlerer Hitze von beiden Seiten kurz braten, etwas Salz und der Rest dazu.',
      ),
    ).toBe('deu');
    expect(
      pageLanguage(
        'Tiramisù\n1. Montare i tuorli con lo zucchero e aggiungere il mascarpone fino a ottenere una crema.\n2. Bagnare i savoiardi nel caffè e alternare con la crema per gli strati, della crema nel piatto e del cacao.',
      ),
    ).toBe('ita');
  });

  test('a few foreign words in an English recipe keep it English', () => {
    expect(
      pageLanguage(
        'Pollo con salsa\n1 cup salsa verde\nSimmer the chicken with the salsa for 20 minutes and serve.',
      ),
    ).toBe('eng');
  });
});
