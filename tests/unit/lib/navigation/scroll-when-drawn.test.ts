import { scrollWhenDrawn, SKIPPED_BLOCK } from '@/lib/navigation/scroll-when-drawn';

describe('scrollWhenDrawn', () => {
  const scrolled = jest.fn();
  /**
   * Whether the browser skips the rows' block: jsdom has no rendering, so the browser's
   * answers are given here (on this file's own jsdom).
   */
  let skipped = true;
  beforeEach(() => {
    scrolled.mockClear();
    skipped = true;
    HTMLElement.prototype.checkVisibility = function () {
      return !(skipped && this.closest(`.${SKIPPED_BLOCK}`));
    };
    HTMLElement.prototype.scrollIntoView = scrolled;
  });

  /** A row inside a block the browser can skip, and a paragraph outside any such block. */
  function rows() {
    document.body.innerHTML =
      `<main><section class="${SKIPPED_BLOCK}"><table><tr id="verb-tech-go"><th>go</th></tr>` +
      '</table></section><p id="outside">Outside</p></main>';
    const doc = document;
    const block = doc.querySelector('section')!;
    const change = (isSkipped: boolean) => {
      skipped = isSkipped;
      block.dispatchEvent(
        Object.assign(new Event('contentvisibilityautostatechange'), { skipped: isSkipped }),
      );
    };
    return { doc, change };
  }

  it('scrolls to the element once its skipped block is drawn, and only once', () => {
    const { doc, change } = rows();
    scrollWhenDrawn(doc, '#verb-tech-go');
    expect(scrolled).not.toHaveBeenCalled();
    change(false);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(doc.getElementById('verb-tech-go'));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    change(true);
    change(false);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the element at once when its block is drawn already', () => {
    const { doc, change } = rows();
    skipped = false;
    scrollWhenDrawn(doc, '#verb-tech-go');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(doc.getElementById('verb-tech-go'));
    change(true);
    change(false);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['it is in no block the browser skips', '#outside'],
    ['the address names nothing', '#nowhere'],
  ])('does not scroll when %s', (_, hash) => {
    const { doc, change } = rows();
    scrollWhenDrawn(doc, hash);
    change(false);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
