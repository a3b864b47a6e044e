import { randomImageUrl } from '@/lib/news/random-image';
import { randomIndex } from '@/lib/random';

describe('randomIndex', () => {
  it('covers 0 to count - 1 and never leaves the range', () => {
    expect(randomIndex(10, () => 0)).toBe(0);
    expect(randomIndex(10, () => 0.05)).toBe(0);
    expect(randomIndex(10, () => 0.42)).toBe(4);
    expect(randomIndex(10, () => 0.999999)).toBe(9);
    expect(randomIndex(10, () => 1)).toBe(9);
    expect(randomIndex(10, () => -0.5)).toBe(0);
  });
});

describe('randomImageUrl', () => {
  it('builds host/width/height?random=N', () => {
    expect(randomImageUrl('https://picsum.photos', 7, 600, 300)).toBe(
      'https://picsum.photos/600/300?random=7',
    );
    expect(randomImageUrl('https://img.example/', 0, 600, 300)).toBe(
      'https://img.example/600/300?random=0',
    );
  });
});
