import { render, screen } from '@testing-library/react';
import { PhraseCard } from '@/components/english/tips/phrase-card';
import { phraseRoom, resolvePhrase } from '@/lib/english/tips';

const short = resolvePhrase({ english: 'Hi.', pronunciation: 'jai', spanish: 'Hola.' });
const long = resolvePhrase({
  english: 'Could you speak more slowly, please?',
  pronunciation: 'kud iu spik mor SLÓU-li, pliz',
  spanish: '¿Podrías hablar más despacio, por favor?',
});

describe('PhraseCard', () => {
  it('keeps room for the longest texts without putting them in the page text', () => {
    const { container } = render(
      <PhraseCard
        icons={{ speak: null, external: null }}
        phrase={short}
        room={phraseRoom([short, long])}
      />,
    );
    const kept = container.querySelectorAll('[data-room]');
    expect(Array.from(kept, (el) => el.getAttribute('data-room'))).toEqual([
      long.english,
      short.english,
      long.pronunciation,
      short.pronunciation,
      long.spanish,
      short.spanish,
    ]);
    for (const el of kept) {
      expect(el).toHaveTextContent('');
      expect(el.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // What is read and found is the phrase shown, once.
    expect(screen.getByText(short.english)).toBeInTheDocument();
    expect(screen.queryByText(long.english)).toBeNull();
    expect(container.querySelectorAll('dd')[0]).toHaveTextContent(/^Hi\.$/);
  });

  it('shows the phrase alone without room to keep', () => {
    const { container } = render(
      <PhraseCard icons={{ speak: null, external: null }} phrase={long} />,
    );
    expect(container.querySelectorAll('[data-room]')).toHaveLength(0);
    expect(screen.getByText(long.english)).toBeInTheDocument();
  });
});
