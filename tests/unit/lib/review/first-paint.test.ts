import { reviewsCodec } from '@/lib/review/codec';
import { EMPTY_DECK_ATTRIBUTE, emptyDeckScript, isStoredDeckEmpty } from '@/lib/review/first-paint';
import { emptyReviews, enrol } from '@/lib/review/model';

/** The deck as the review store saves it. */
const emptySaved = reviewsCodec.serialize(emptyReviews);
const oneCard = reviewsCodec.serialize(enrol(emptyReviews, ['verb:go'], 0));

describe('isStoredDeckEmpty', () => {
  it('is true only when the deck was never saved or was saved without cards', () => {
    expect(isStoredDeckEmpty(null)).toBe(true);
    expect(isStoredDeckEmpty(emptySaved)).toBe(true);
    expect(isStoredDeckEmpty(oneCard)).toBe(false);
  });

  it('is false for anything it cannot read as a deck, so the store decides', () => {
    for (const raw of ['', '{', 'null', '{}', '[]', '{"cards":{}}', '<script>']) {
      expect(isStoredDeckEmpty(raw)).toBe(false);
    }
  });
});

describe('emptyDeckScript', () => {
  /** Parses a wrapper with the script in it, as the browser does with the server's HTML. */
  function runInWrapper(): HTMLElement {
    const wrapper = document.createElement('div');
    const script = document.createElement('script');
    script.textContent = emptyDeckScript;
    wrapper.appendChild(script);
    document.body.appendChild(wrapper);
    return wrapper;
  }

  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('marks its wrapper exactly when isStoredDeckEmpty says the saved deck is empty', () => {
    for (const raw of [null, emptySaved, oneCard, '{', 'null', '{}', '{"cards":{}}']) {
      if (raw === null) localStorage.removeItem(reviewsCodec.key);
      else localStorage.setItem(reviewsCodec.key, raw);
      const wrapper = runInWrapper();
      expect(wrapper.getAttribute(EMPTY_DECK_ATTRIBUTE)).toBe(
        isStoredDeckEmpty(raw) ? 'none' : null,
      );
      wrapper.remove();
    }
  });

  it('marks nothing when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(runInWrapper().hasAttribute(EMPTY_DECK_ATTRIBUTE)).toBe(false);
    } finally {
      getItem.mockRestore();
    }
  });
});
