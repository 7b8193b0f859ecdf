/** The reader's photo (`sizes`): as wide as the article, which stops at about 56rem. */
export const READER_PHOTO_SIZES = '(min-width: 1024px) 896px, 100vw';
