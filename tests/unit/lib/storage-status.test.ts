import { createSafeStorage, createMemoryStorage } from '@/lib/storage';
import { createStatusChannel, EMPTY_STATUS } from '@/lib/storage-status';

/** A storage whose writes throw while `full` is true, like a browser out of quota. */
function quotaStorage() {
  const memory = createMemoryStorage();
  const state = { full: false };
  const storage = {
    ...memory,
    setItem(key: string, value: string) {
      if (state.full) throw new DOMException('full', 'QuotaExceededError');
      memory.setItem(key, value);
    },
  };
  return { storage, state };
}

describe('the save status channel', () => {
  it('carries what the storage could not save to listeners that never load the storage', () => {
    const channel = createStatusChannel();
    const { storage, state } = quotaStorage();
    const safe = createSafeStorage(() => storage, channel);
    const seen: string[][] = [];
    channel.subscribe(() => seen.push([...channel.get().unsaved]));

    state.full = true;
    expect(safe.setItem('theme', 'dark')).toBe(false);
    expect(channel.get().unsaved).toEqual(['theme']);
    expect(safe.status()).toBe(channel.get());

    // The warning's button retries through the channel.
    expect(channel.retry()).toBe(false);
    state.full = false;
    expect(channel.retry()).toBe(true);
    expect(channel.get()).toBe(EMPTY_STATUS);
    expect(storage.getItem('theme')).toBe('dark');
    expect(seen).toEqual([['theme'], ['theme'], []]);
  });

  it('has nothing to retry before a storage publishes on it', () => {
    const channel = createStatusChannel();
    expect(channel.get()).toBe(EMPTY_STATUS);
    expect(channel.retry()).toBe(true);
  });
});
