import { bestScoreCodec, decodeCount, jsonCodec, PORTABLE_KEYS } from '@/lib/storage-keys';

describe('storage keys', () => {
  it('export the data but not the settings of this device', () => {
    expect(PORTABLE_KEYS).toEqual(['tasks', 'verbsLearned', 'reviews', 'max2048', 'maxScoreEver']);
  });

  it.each<[unknown, number | undefined]>([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    [0, 0],
    ['0', 0],
    ['', undefined],
    [-1, undefined],
    [1.5, undefined],
    ['1.5', undefined],
    [2 ** 53, undefined],
    [null, undefined],
  ])('read %j as the count %j', (value, count) => expect(decodeCount(value)).toBe(count));

  it('read a valid best score, keep the higher of two, and keep the digits of a huge number', () => {
    const codec = bestScoreCodec('max2048', (n) => n % 2 === 0);
    expect([codec.parse('8'), codec.parse('7'), codec.serialize(8)]).toEqual([
      { value: 8 },
      undefined,
      '8',
    ]);
    expect([codec.merge(3, 5), codec.merge(5, 3)]).toEqual([5, 5]);
    const raw = jsonCodec(
      'tasks',
      (value) => ({ value }),
      (v) => v,
      (a) => a,
    );
    expect(raw.parse('[9007199254740993]')).toEqual({ value: ['9007199254740993'] });
  });
});
