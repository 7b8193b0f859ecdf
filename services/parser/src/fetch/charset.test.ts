import { decodeHtml, looksLikeHtml, metaCharset, parseContentType } from './charset.ts';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('parseContentType', () => {
  it.each([
    ['text/html', 'text/html', null],
    ['Text/HTML; Charset="ISO-8859-1"', 'text/html', 'ISO-8859-1'],
    ['text/html;charset=utf-8;foo=bar', 'text/html', 'utf-8'],
    ['application/xhtml+xml ; charset = windows-1252', 'application/xhtml+xml', 'windows-1252'],
    ['', '', null],
  ])('%j', (header, type, charset) => {
    expect(parseContentType(header)).toEqual({ type, charset });
  });
});

describe('decodeHtml', () => {
  it('uses the header charset', () => {
    expect(decodeHtml(bytes([0x80, 0xe9]), 'windows-1252').text).toBe('€é');
  });

  it('treats iso-8859-1 as windows-1252 (WHATWG)', () => {
    expect(decodeHtml(bytes([0x80]), 'iso-8859-1').text).toBe('€');
  });

  it('falls back to <meta charset> in the first 2 KB', () => {
    expect(decodeHtml(bytes('<meta charset=windows-1252><p>', [0xe9]), null).text).toBe(
      '<meta charset=windows-1252><p>é',
    );
    expect(
      decodeHtml(bytes("<META HTTP-EQUIV='content-type' CONTENT='text/html; charset=koi8-r'>", [0xc1]), null)
        .text,
    ).toContain('а');
  });

  it('ignores a <meta> after 2 KB or inside a comment', () => {
    const late = bytes(' '.repeat(3000), '<meta charset="windows-1252">', [0xe9]);
    expect(decodeHtml(late, null).encoding).toBe('utf-8');
    expect(metaCharset(bytes('<!-- <meta charset="koi8-r"> -->'))).toBeNull();
  });

  it('a <meta> declaring UTF-16 means UTF-8', () => {
    expect(decodeHtml(bytes('<meta charset="utf-16"><p>ok'), null).encoding).toBe('utf-8');
  });

  it('BOM wins over header and meta', () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('<meta charset="windows-1252">é'),
    ]);
    const decoded = decodeHtml(body, 'windows-1252');
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.text).toBe('<meta charset="windows-1252">é');
  });

  it('decodes UTF-16 with BOM', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>ü</p>', 'utf16le')]);
    expect(decodeHtml(le, null).text).toBe('<p>ü</p>');
  });

  it('defaults to UTF-8 and skips unknown labels', () => {
    expect(decodeHtml(Buffer.from('<p>naïve</p>'), 'no-such-charset').text).toBe('<p>naïve</p>');
    expect(decodeHtml(bytes([0xff]), null).text).toBe('\ufffd');
  });

  it('decodes legacy CJK encodings', () => {
    expect(decodeHtml(bytes([0x8e, 0xf5, 0x8e, 0x69]), 'shift_jis').text).toBe('寿司');
    expect(decodeHtml(bytes([0xb1, 0xe8, 0xc4, 0xa1]), 'euc-kr').text).toBe('김치');
  });
});

describe('looksLikeHtml', () => {
  it.each(['<!DOCTYPE html><html>', '\n  <html lang="en">', '<!-- hi --><div>', '\ufeff<HTML>', '<p>text'])(
    '%j is HTML',
    (s) => {
      expect(looksLikeHtml(Buffer.from(s))).toBe(true);
    },
  );
  it.each(['{"a":1}', '%PDF-1.4', 'GIF89a', '<?xml version="1.0"?><rss>', '<pre>', 'plain text'])(
    '%j is not HTML',
    (s) => {
      expect(looksLikeHtml(Buffer.from(s))).toBe(false);
    },
  );
});
