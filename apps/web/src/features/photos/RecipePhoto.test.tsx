import { render, screen } from '@testing-library/react';
import { RecipePhoto } from './RecipePhoto';

const PHOTO = { key: 'ab'.repeat(16), widths: [320, 640, 1280] };

describe('RecipePhoto', () => {
  it("offers every width of Cookmark's own copies, chosen by the place's sizes", () => {
    render(<RecipePhoto photo={PHOTO} alt="Lemon tart" sizes="(min-width: 640px) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Lemon tart' });
    expect(img.getAttribute('srcset')).toBe(
      `/photos/${PHOTO.key}-320.webp 320w, /photos/${PHOTO.key}-640.webp 640w, /photos/${PHOTO.key}-1280.webp 1280w`,
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 640px) 50vw, 100vw');
    expect(img.getAttribute('src')).toBe(`/photos/${PHOTO.key}-640.webp`);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('a small photo falls back to its one width; the reader loads its photo at once', () => {
    render(<RecipePhoto photo={{ key: PHOTO.key, widths: [200] }} alt="" sizes="100vw" eager />);
    const img = screen.getByTestId('recipe-photo');
    expect(img.getAttribute('src')).toBe(`/photos/${PHOTO.key}-200.webp`);
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('without a photo: a placeholder of the same shape, hidden from screen readers', () => {
    render(<RecipePhoto photo={null} alt="Lemon tart" sizes="100vw" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('recipe-photo-placeholder').getAttribute('aria-hidden')).toBe('true');
  });
});
