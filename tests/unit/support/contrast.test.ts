import { contrastRatio, parseHexColor, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('parses short and long hex colours', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#1D4ED8')).toEqual([29, 78, 216]);
  });

  it('rejects anything that is not a hex colour', () => {
    expect(() => parseHexColor('blue')).toThrow('Not a hex colour');
    expect(() => parseHexColor('#12345')).toThrow();
  });

  it('gives black 0 and white 1 luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('computes the known WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #777 on white is the classic just-below-AA grey.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBe(contrastRatio('#ffffff', '#1d4ed8'));
  });
});
