import { act, fireEvent, render, screen } from '@testing-library/react';
import { RotatingTagline } from '@/components/home/rotating-tagline';

const taglines = ['one', 'two', 'three', 'four'];
const labels = { pauseLabel: 'Pause', resumeLabel: 'Resume' };

function shown() {
  return screen.getByTestId('tagline').querySelector('span:not([aria-hidden="true"])')?.textContent;
}

describe('RotatingTagline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts on the first tagline and advances every interval, wrapping around', () => {
    render(<RotatingTagline taglines={taglines} intervalMs={2000} {...labels} />);
    expect(shown()).toBe('one');
    act(() => jest.advanceTimersByTime(1999));
    expect(shown()).toBe('one');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('two');
    act(() => jest.advanceTimersByTime(6000));
    expect(shown()).toBe('one');
  });

  it('keeps every tagline in the DOM so the block never changes size', () => {
    render(<RotatingTagline taglines={taglines} intervalMs={2000} {...labels} />);
    for (const t of taglines) expect(screen.getByText(t)).toBeInTheDocument();
  });

  it('clears its one timer on unmount', () => {
    const { unmount } = render(
      <RotatingTagline taglines={taglines} intervalMs={2000} {...labels} />,
    );
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops on the tagline shown when paused, and goes on from it when resumed', () => {
    render(<RotatingTagline taglines={taglines} intervalMs={2000} {...labels} />);
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(shown()).toBe('two');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(shown()).toBe('three');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('has nothing to pause with one tagline', () => {
    render(<RotatingTagline taglines={['only']} intervalMs={2000} {...labels} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });
});
