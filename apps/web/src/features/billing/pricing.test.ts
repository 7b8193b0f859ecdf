import { FALLBACK_PRICES, yearlySavings } from './pricing';

describe('yearlySavings', () => {
  it("says 44% and $16 for the spec's prices ($19.99 against 12 × $2.99 = $35.88)", () => {
    expect(yearlySavings(FALLBACK_PRICES)).toEqual({ dollars: 16, percent: 44 });
  });

  it('follows the prices the server answers', () => {
    // 12 × $4.99 = $59.88; $39.99 saves $19.89, 33.2%.
    expect(yearlySavings({ monthly: 4.99, yearly: 39.99 })).toEqual({ dollars: 20, percent: 33 });
    // 12 × $10 = $120; $60 saves exactly half.
    expect(yearlySavings({ monthly: 10, yearly: 60 })).toEqual({ dollars: 60, percent: 50 });
  });

  it('rounds the percent down, never overstating the saving', () => {
    // $35.88 - $20.09 = $15.79, 44.008%; $35.88 - $20.10 = $15.78, 43.98%.
    expect(yearlySavings({ monthly: 2.99, yearly: 20.09 })?.percent).toBe(44);
    expect(yearlySavings({ monthly: 2.99, yearly: 20.1 })?.percent).toBe(43);
  });

  it('offers no badge when the yearly plan saves nothing or a price is missing', () => {
    expect(yearlySavings({ monthly: 2.99, yearly: 35.88 })).toBeNull();
    expect(yearlySavings({ monthly: 2.99, yearly: 40 })).toBeNull();
    expect(yearlySavings({ monthly: 0, yearly: 19.99 })).toBeNull();
    expect(yearlySavings({ monthly: Number.NaN, yearly: 19.99 })).toBeNull();
  });
});
