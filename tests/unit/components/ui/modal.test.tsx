import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { controls } from '@/content/controls';
import { fakeModalDialogs } from '../../support/dialog';

// The test dispatches each close event, as the browser queues it after the dialog closed.
beforeAll(() => fakeModalDialogs());

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="New task">
        <p>Form</p>
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;

describe('Modal', () => {
  it('opens again when reopened before the page has re-rendered after a close', () => {
    render(<Page />);
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    fireEvent.click(add);
    expect(dialog().open).toBe(true);

    // Escape: the browser closes the dialog, then delivers `close` outside any React
    // event, so the page's re-render is only scheduled. A quick Enter on + comes first.
    // Delivered as the browser does, not in act(): React is told this is not a test
    // environment meanwhile, so it does not warn of an update outside act().
    const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactAct.IS_REACT_ACT_ENVIRONMENT;
    reactAct.IS_REACT_ACT_ENVIRONMENT = false;
    dialog().removeAttribute('open');
    dialog().dispatchEvent(new Event('close'));
    reactAct.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    expect(add).toHaveFocus();
    fireEvent.click(add);
    expect(dialog().open).toBe(true);
    expect(screen.getByText('Form')).toBeInTheDocument();
  });

  it('opens again when reopened after Escape, before the browser delivers `close`', () => {
    render(<Page />);
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    fireEvent.click(add);

    // Escape: the dialog's `cancel`, then the browser closes it and gives the focus
    // back; its `close` event comes a task later, after a quick Enter on Add.
    act(() => {
      const cancel = new Event('cancel', { cancelable: true });
      dialog().dispatchEvent(cancel);
      if (!cancel.defaultPrevented) dialog().removeAttribute('open');
    });
    expect(dialog().open).toBe(false);
    expect(add).toHaveFocus();
    fireEvent.click(add);
    expect(dialog().open).toBe(true);
    act(() => {
      dialog().dispatchEvent(new Event('close'));
    });
    expect(dialog().open).toBe(true);
    expect(screen.getByText('Form')).toBeInTheDocument();
  });

  it('opens again when reopened after the close button, before `close` arrives', () => {
    render(<Page />);
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: controls.close }));
    expect(dialog().open).toBe(false);
    expect(add).toHaveFocus();
    fireEvent.click(add);
    act(() => {
      dialog().dispatchEvent(new Event('close'));
    });
    expect(dialog().open).toBe(true);
  });

  it('returns the focus and reports the close once', () => {
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Dialog">
        <p>Body</p>
      </Modal>,
    );
    act(() => {
      dialog().close();
      dialog().dispatchEvent(new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports a close by its button at once, and not again when `close` arrives', () => {
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Dialog">
        <p>Body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByRole('button', { name: controls.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => {
      dialog().dispatchEvent(new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
