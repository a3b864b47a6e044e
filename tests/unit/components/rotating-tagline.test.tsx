import { act, render, screen } from '@testing-library/react';
import { RotatingTagline } from '@/components/home/rotating-tagline';

const taglines = ['one', 'two', 'three', 'four'];

function shown() {
  return screen.getByTestId('tagline').querySelector('span:not([aria-hidden="true"])')?.textContent;
}

describe('RotatingTagline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts on the first tagline and advances every interval, wrapping around', () => {
    render(<RotatingTagline taglines={taglines} intervalMs={2000} />);
    expect(shown()).toBe('one');
    act(() => jest.advanceTimersByTime(1999));
    expect(shown()).toBe('one');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('two');
    act(() => jest.advanceTimersByTime(6000));
    expect(shown()).toBe('one');
  });

  it('keeps every tagline in the DOM so the block never changes size', () => {
    render(<RotatingTagline taglines={taglines} intervalMs={2000} />);
    for (const t of taglines) expect(screen.getByText(t)).toBeInTheDocument();
  });

  it('clears its one timer on unmount', () => {
    const { unmount } = render(<RotatingTagline taglines={taglines} intervalMs={2000} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
