import { act, render, screen } from '@testing-library/react';
import { useLazyValue } from '@/components/ui/use-lazy-value';
import { lazyValue } from '@/lib/lazy-value';

function Shows({ lazy }: { lazy: ReturnType<typeof lazyValue<string>> }) {
  const { value, failed } = useLazyValue(lazy);
  return <p>{failed ? 'failed' : (value ?? 'waiting')}</p>;
}

/** Lets the tasks already queued run. */
const nextTasks = () => new Promise((done) => setTimeout(done, 20));

describe('useLazyValue', () => {
  it('starts the load in a task of its own, after the first effects, then shows the value', async () => {
    const loader = jest.fn(() => Promise.resolve('loaded'));
    render(<Shows lazy={lazyValue(loader)} />);
    // The effects have run: the load waits for the next task.
    expect(loader).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(nextTasks);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('never starts a load for a part that went away before its task', async () => {
    const loader = jest.fn(() => Promise.resolve('loaded'));
    const { unmount } = render(<Shows lazy={lazyValue(loader)} />);
    unmount();
    await nextTasks();
    expect(loader).not.toHaveBeenCalled();
  });

  it('says when the load failed', async () => {
    render(<Shows lazy={lazyValue(() => Promise.reject(new Error('offline')))} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
