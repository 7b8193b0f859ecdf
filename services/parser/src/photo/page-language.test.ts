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

  test('Portuguese, Hungarian, Swedish, Norwegian and Danish pages, as the English model reads them', () => {
    expect(
      pageLanguage(
        'Bolo de cenoura\n3 cenouras médias\n1. Bata as cenouras com os ovos e o óleo no liquidificador e junte o açticar.\n2. Misture a farinha com o fermento, adicione ao creme e leve ao forno por 40 minutos, até dourar a massa das bordas.',
      ),
    ).toBe('por');
    expect(
      pageLanguage(
        'Palacsinta\n2 tojás\n1. A lisztet és a tojásokat keverjük simára, majd hozzá öntjük a tejet, hogy csomómentes legyen.\n2. Pihentessük 20 percig, utan egy serpenyőben az olajon megsütjük, vagy vajon, és meg töltjük.',
      ),
    ).toBe('hun');
    expect(
      pageLanguage(
        'Kanelbullar\n50 g smör\n1. Smält smöret och häll mjölken till, lat degen jäsa i 30 minuter med en bakduk över.\n2. Kavla ut degen och bred på fyllningen, rulla ihop och lagg i formar. Grädda i ugnen tills de är gyllene, eller 10 minuter.',
      ),
    ).toBe('swe');
    expect(
      pageLanguage(
        'Fårikål\n1 kg lammekjøtt\n1. Legg kjøtt og kål lagvis i en gryte med pepper og salt til alt er brukt.\n2. Hell på vann og la det koke i 2 timer, ikke rør i gryta, og server med poteter eller flatbrød. Kok i 10 minutter til av ovnen.',
      ),
    ).toBe('nor');
    expect(
      pageLanguage(
        'Æblekage\n1 kg æbler\n1. Skræl æblerne og kog dem med sukker til en grød, lad den køle af.\n2. Rist rasp og sukker på panden med smør, og læg lag af grød og rasp i en skål. Server med flødeskum, ikke varm, eller kold af køleskabet.',
      ),
    ).toBe('dan');
  });

  test('Polish and Slovak pages, as the English model reads them (their letters lost)', () => {
    expect(
      pageLanguage(
        'Placki ziemniaczane\n1 kg ziemniakow\n1. Obierz ziemniaki, zetrzyj na tarce i odsacz mase przez sito.\n2. Dodaj cebule, jajka oraz make, wymieszaj wszystko, aby nie byla rzadka. Smaz na oleju od razu, ale nie za dlugo, az bedzie zlota.',
      ),
    ).toBe('pol');
    expect(
      pageLanguage(
        'Palacinky\n2 vajcia\n1. Do misy si dame muku, potom pridame mlieko a vajcia a vsetko vymiesame.\n2. Cesto nechame odpocinut, ako pri kysnuti, este raz premiesame a pecieme na panvici, kym nie su zlate. Ak je husta, pridame aj vodu alebo mlieko.',
      ),
    ).toBe('slk');
    // Few of the rarer words, many 'na': 'v' (Slovak's 'in'; Polish writes 'w') decides.
    expect(
      pageLanguage(
        'Spizy z jahnacieho stehna so zeleninou\n1,5 kg jahnacieho stehna\n1. Maso ocistime, nakrajame na kusky a dame do misy, ochutime na oleji.\n2. Necháme v chladnicke, potom opečieme na panvici a v rúre na plechu, podávame na tanieri v miske so salsou.',
      ),
    ).toBe('slk');
  });

  test('a few foreign words in an English recipe keep it English', () => {
    expect(
      pageLanguage(
        'Pollo con salsa\n1 cup salsa verde\nSimmer the chicken with the salsa for 20 minutes and serve.',
      ),
    ).toBe('eng');
  });
});
