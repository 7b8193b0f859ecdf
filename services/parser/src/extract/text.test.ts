import { clean, cleanMultiline, decodeEntities, uniqueCi } from './read/text.ts';

describe('text cleanup', () => {
  it('decodes entities, also double-encoded ones', () => {
    expect(decodeEntities('Mac &amp; Cheese')).toBe('Mac & Cheese');
    expect(decodeEntities('Mac &amp;amp; Cheese')).toBe('Mac & Cheese');
    expect(decodeEntities('Grandma&amp;#39;s pie')).toBe("Grandma's pie");
    expect(decodeEntities('350&deg;F')).toBe('350°F');
  });

  it('strips HTML and normalises every kind of space', () => {
    expect(clean('<p>1&nbsp;cup <b>flour</b></p>')).toBe('1 cup flour');
    expect(clean('2\u2009tbsp\u00a0 sugar\u200b ')).toBe('2 tbsp sugar');
    expect(clean('&lt;strong&gt;Bold&lt;/strong&gt; move')).toBe('Bold move');
    expect(clean('line one<br>line two')).toBe('line one line two');
  });

  it('repairs UTF-8 that was read as Latin-1 upstream, and leaves real accents alone', () => {
    expect(clean('1Â¼ cups half and half')).toBe('1¼ cups half and half');
    expect(clean('CrÃ¨me brÃ»lÃ©e at 150Â°C')).toBe('Crème brûlée at 150°C');
    expect(clean('Crème brûlée, SÃO PAULO style, 2×½ cup')).toBe('Crème brûlée, SÃO PAULO style, 2×½ cup');
  });

  it('splits a blob into lines at newlines and block tags', () => {
    expect(cleanMultiline('Step one.\r\nStep two.<br/>Step three.<p>Step four.</p>')).toEqual([
      'Step one.',
      'Step two.',
      'Step three.',
      'Step four.',
    ]);
  });

  it('de-duplicates case-insensitively, keeping the first spelling', () => {
    expect(uniqueCi(['Dessert', 'dessert', 'Cake'])).toEqual(['Dessert', 'Cake']);
  });
});
