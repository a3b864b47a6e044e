import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DevTipsPage } from '@/components/dev-tips/dev-tips-page';
import { CLEAR_DELAY_MS } from '@/components/dev-tips/dev-tips-library';
import { devTips, devTipsTexts } from '@/content/dev-tips';
import { devTipAnchor } from '@/lib/search/anchors';
import { fakeModalDialogs } from '../../support/dialog';

beforeAll(() => fakeModalDialogs({ closeEvent: 'sync' }));

describe('DevTipsPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws every card; the button of a card opens the viewer on its own tip', () => {
    render(<DevTipsPage />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(devTips.length);
    const tip = devTips[3]!;
    const card = cards[3]!;
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(tip.title);
    expect(card.querySelector(`svg[data-type="${tip.type}"] path`)).not.toBeNull();
    const button = within(card).getByRole('button', { name: devTipsTexts.open[tip.type] });
    expect(button).toHaveAttribute('aria-describedby', devTipAnchor(tip.title));
    expect(document.getElementById(devTipAnchor(tip.title))).toHaveTextContent(tip.title);

    fireEvent.click(button);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    const frame = dialog.querySelector('iframe')!;
    expect(frame).not.toHaveAttribute('src');
    act(() => jest.advanceTimersByTime(0));
    expect(frame).toHaveAttribute('src', tip.url);
    expect(dialog).toHaveTextContent(tip.sourceTitle);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    act(() => jest.advanceTimersByTime(CLEAR_DELAY_MS));
    // The player stops: no address left (the viewer's content is gone once closed).
    expect(document.querySelector('iframe[src]')).toBeNull();

    // Another card opens its own tip.
    fireEvent.click(within(cards[0]!).getByRole('button', { name: devTipsTexts.open[tip.type] }));
    act(() => jest.advanceTimersByTime(0));
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', devTips[0]!.url);
  });
});
