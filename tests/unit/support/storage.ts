import type { KeyValueStorage } from '@/lib/storage';
import { createMemoryStorage } from '@/lib/simple-storage';

/**
 * A storage that refuses every write while `state.full` (QuotaExceededError), as a full
 * browser storage does; reads and removals reach `backing`. Two safe storages over one
 * backing, one of them through this, are two tabs of which one cannot save.
 */
export function refusingStorage(backing: KeyValueStorage = createMemoryStorage()) {
  const state = { full: false };
  const flaky: KeyValueStorage = {
    getItem: (key) => backing.getItem(key),
    setItem: (key, value) => {
      if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      backing.setItem(key, value);
    },
    removeItem: (key) => backing.removeItem(key),
  };
  return { backing, flaky, state };
}
