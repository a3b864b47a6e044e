import { lazyValue } from '@/lib/lazy-value';

describe('lazyValue', () => {
  it('loads once and then has the value at once', async () => {
    const loader = jest.fn(() => Promise.resolve(['a', 'b']));
    const lazy = lazyValue(loader);
    expect(lazy.current()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toEqual(['a', 'b']);
    expect(second).toBe(first);
    expect(lazy.current()).toBe(first);
    await lazy.load();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const loader = jest
      .fn<Promise<number>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(86);
    const lazy = lazyValue(loader);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).resolves.toBe(86);
    expect(lazy.current()).toBe(86);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
