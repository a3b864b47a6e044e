import { loadWhenOnline } from '@/lib/load-when-online';

const online = () => window.dispatchEvent(new Event('online'));
/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWhenOnline', () => {
  it('gives what the load gives, loading once', async () => {
    const load = jest.fn(() => Promise.resolve('code'));
    await expect(loadWhenOnline(load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits instead of failing, and loads again each time the browser is back online', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockResolvedValueOnce('code');
    const settled = jest.fn();
    const failed = jest.fn();
    loadWhenOnline(load).then(settled, failed);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();

    online();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).not.toHaveBeenCalled();

    online();
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith('code');
    expect(failed).not.toHaveBeenCalled();

    // Loaded: later online events load nothing more.
    online();
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
