#!/usr/bin/env python3
"""Regenerates the fonts PDF exports embed (libs/export/fonts/) from Debian's Noto fonts.

Run from the repository root: /usr/bin/python3 libs/export/scripts/subset-fonts.py
Needs Debian's fonts-noto-core, fonts-noto-cjk and python3-fonttools (the system python3).

pdfkit cannot fall back from one font to another, so the renderer splits text into runs by script
(src/script-runs.ts) and draws each run in the face that has it:
- NotoSans Regular and Bold: Latin with accents, Greek, Cyrillic, vulgar fractions (½ ⅓ ¼ ⅔ ¾ ⅛),
  punctuation, degrees, arrows and common symbols.
- NotoSansCJK JP Regular: kana, CJK punctuation, full-width forms and the 6,355 kanji of JIS X 0208
  (levels 1 and 2: the Jōyō set and the kanji Japanese recipes use, 丼 醤 茹 among them), computed
  from Python's EUC-JP codec so no list has to be kept by hand, plus the few Jōyō kanji JIS X 0208
  lacks (麺 頰 剝 塡 𠮟). Japanese has no bold face here: the renderer strokes the outline to embolden
  it, which keeps the repository about 1.6 MB smaller.
Whatever neither face covers (emoji, rarer kanji) is left out of the PDF.
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'fonts')
NOTO = '/usr/share/fonts/truetype/noto'
NOTO_CJK = '/usr/share/fonts/opentype/noto'

LATIN_RANGES = [
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x024F),  # Latin-1 Supplement, Latin Extended-A and -B (½ ¼ ¾ ° × é ñ ß ø ł ...)
    (0x02B0, 0x02FF),  # spacing modifier letters
    (0x0300, 0x036F),  # combining accents
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x052F),  # Cyrillic and its supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x1F00, 0x1FFF),  # Greek Extended
    (0x2000, 0x206F),  # General Punctuation (– — ‘ ’ “ ” • … ⁄)
    (0x2070, 0x209F),  # super- and subscripts
    (0x20A0, 0x20CF),  # currency signs
    (0x2100, 0x214F),  # letterlike symbols (℃ ℉ №)
    (0x2150, 0x218F),  # number forms: ⅓ ⅔ ⅛ ⅜ ⅝ ⅞ ...
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # math operators (− ≈ ≤ ≥)
    (0xFFFD, 0xFFFD),
]

CJK_RANGES = [
    (0x3000, 0x303F),  # CJK symbols and punctuation (、。「」々〜)
    (0x3040, 0x309F),  # Hiragana
    (0x30A0, 0x30FF),  # Katakana
    (0x31F0, 0x31FF),  # Katakana phonetic extensions
    (0xFF00, 0xFFEF),  # full-width and half-width forms
]


# Jōyō kanji (2010 revision) that JIS X 0208 does not have.
JOYO_OUTSIDE_JIS = '麺頰剝塡𠮟'


def jis_kanji():
    """JIS X 0208 rows 16-84: its level 1 and level 2 kanji."""
    chars = list(JOYO_OUTSIDE_JIS)
    for row in range(16, 85):
        for cell in range(1, 95):
            try:
                chars.append(bytes([0xA0 + row, 0xA0 + cell]).decode('euc_jp'))
            except UnicodeDecodeError:
                pass
    return [ord(c) for c in chars]


def codepoints(ranges):
    return [cp for start, end in ranges for cp in range(start, end + 1)]


def make_subset(source, target, unicodes, font_number=0):
    options = subset.Options()
    options.layout_features = ['kern', 'liga', 'frac', 'ccmp', 'locl', 'mark', 'mkmk', 'vert', 'halt']
    options.name_IDs = ['*']  # keeps the copyright and licence records
    options.name_languages = ['*']
    options.hinting = False  # print and screen readers at PDF sizes look the same without it
    options.notdef_outline = True
    options.font_number = font_number
    font = subset.load_font(source, options, dontLoadGlyphNames=True)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    subset.save_font(font, os.path.join(OUT, target), options)
    covered = len(TTFont(os.path.join(OUT, target)).getBestCmap())
    print(f'{target}: {covered} characters, {os.path.getsize(os.path.join(OUT, target)) // 1024} KB')


def main():
    os.makedirs(OUT, exist_ok=True)
    latin = codepoints(LATIN_RANGES)
    japanese = codepoints(CJK_RANGES) + jis_kanji()
    make_subset(f'{NOTO}/NotoSans-Regular.ttf', 'NotoSans-Regular.ttf', latin)
    make_subset(f'{NOTO}/NotoSans-Bold.ttf', 'NotoSans-Bold.ttf', latin)
    # Font 0 of the collection is the Japanese one (NotoSansCJKjp): Japanese glyph shapes.
    make_subset(f'{NOTO_CJK}/NotoSansCJK-Regular.ttc', 'NotoSansJP-Regular.otf', japanese, 0)
    return 0


if __name__ == '__main__':
    sys.exit(main())
