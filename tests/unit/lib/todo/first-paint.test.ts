import { EMPTY_LIST_ATTRIBUTE, emptyListScript, isStoredListEmpty } from '@/lib/todo/first-paint';
import { tasksCodec } from '@/lib/todo/tasks';

const task = {
  id: 1,
  title: 'Comprar pan',
  description: '',
  status: 0,
  creationDate: '01/05/2024',
  creationTime: '10:29',
};

describe('isStoredListEmpty', () => {
  it('is true only when the list was never saved or was saved empty', () => {
    expect(isStoredListEmpty(null)).toBe(true);
    expect(isStoredListEmpty('[]')).toBe(true);
    expect(isStoredListEmpty(' [ ] ')).toBe(true);
    expect(isStoredListEmpty(JSON.stringify([task]))).toBe(false);
  });

  it('is false for anything it cannot read as a list, so the store decides', () => {
    for (const raw of ['', '{', 'null', '{}', '"[]"', '0', '[null]', '<script>']) {
      expect(isStoredListEmpty(raw)).toBe(false);
    }
  });
});

describe('emptyListScript', () => {
  /** Parses a wrapper with the script in it, as the browser does with the server's HTML. */
  function runInWrapper(): HTMLElement {
    const wrapper = document.createElement('div');
    const script = document.createElement('script');
    script.textContent = emptyListScript;
    wrapper.appendChild(script);
    document.body.appendChild(wrapper);
    return wrapper;
  }

  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('marks its wrapper exactly when isStoredListEmpty says the saved list is empty', () => {
    const values = [null, '[]', JSON.stringify([task]), '{', 'null', '{}', '[1]'];
    for (const raw of values) {
      // The key the to-do list saves under.
      if (raw === null) localStorage.removeItem(tasksCodec.key);
      else localStorage.setItem(tasksCodec.key, raw);
      const wrapper = runInWrapper();
      expect(wrapper.getAttribute(EMPTY_LIST_ATTRIBUTE)).toBe(
        isStoredListEmpty(raw) ? 'none' : null,
      );
      wrapper.remove();
    }
  });

  it('marks nothing when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runInWrapper().hasAttribute(EMPTY_LIST_ATTRIBUTE)).toBe(false);
    } finally {
      getItem.mockRestore();
    }
  });
});
