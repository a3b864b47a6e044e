import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
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
});
