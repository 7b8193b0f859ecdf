import { withFactor, withServings } from './scaler-math';

describe('the Recipe Scaler', () => {
  it('sets servings = rounded original servings × factor', () => {
    expect(withFactor(4, 1.75)).toEqual({ factor: 1.75, servings: 7 });
    expect(withFactor(3, 0.25)).toEqual({ factor: 0.25, servings: 1 });
    expect(withFactor(6, 0.25)).toEqual({ factor: 0.25, servings: 2 });
  });

  it('keeps servings within 1 to 50 and the factor within 0.25 to 5', () => {
    expect(withFactor(12, 5)).toEqual({ factor: 5, servings: 50 });
    expect(withFactor(1, 0.1)).toEqual({ factor: 0.25, servings: 1 });
    expect(withServings(4, 0)).toEqual({ servings: 1, factor: 0.25 });
    expect(withServings(4, 51)).toEqual({ servings: 50, factor: 5 });
  });

  it('moves the slider to the nearest step when servings are set', () => {
    expect(withServings(4, 5)).toEqual({ servings: 5, factor: 1.25 });
    expect(withServings(3, 4)).toEqual({ servings: 4, factor: 1.25 });
  });
});
