import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { controls } from '@/content/controls';
import { deliverClose, fakeModalDialogs } from '../../support/dialog';

// The test dispatches each close event, as the browser queues it after the dialog closed.
beforeAll(() => fakeModalDialogs());

function Page({ afterClose }: { afterClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add
      </button>
      <Modal
        closeIcon={null}
        open={open}
        onClose={() => setOpen(false)}
        afterClose={afterClose}
        title="New task"
      >
        <p>Form</p>
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;

/** The page with its dialog opened from Add, which had the focus: answers Add. */
function openFromAdd(afterClose?: () => void) {
  render(<Page afterClose={afterClose} />);
  const add = screen.getByRole('button', { name: 'Add' });
  add.focus();
  fireEvent.click(add);
  expect(dialog().open).toBe(true);
  return add;
}

/** A dialog open from the start: answers its onClose. */
function renderOpen() {
  const onClose = jest.fn();
  render(
    <Modal closeIcon={null} open onClose={onClose} title="Dialog">
      <p>Body</p>
    </Modal>,
  );
  return onClose;
}

/** The `close` event, delivered in act(). */
const closeEvent = () =>
  act(() => {
    dialog().dispatchEvent(new Event('close'));
  });

describe('Modal', () => {
  it('opens again when reopened before the page has re-rendered after a close', () => {
    const add = openFromAdd();

    // Escape: the browser closes the dialog, then delivers `close` outside any React
    // event, so the page's re-render is only scheduled. A quick Enter on + comes first.
    dialog().removeAttribute('open');
    deliverClose(dialog());
    expect(add).toHaveFocus();
    fireEvent.click(add);
    expect(dialog().open).toBe(true);
    expect(screen.getByText('Form')).toBeInTheDocument();
  });

  it('opens again when reopened after Escape, before the browser delivers `close`', () => {
    const add = openFromAdd();

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
    closeEvent();
    expect(dialog().open).toBe(true);
    expect(screen.getByText('Form')).toBeInTheDocument();
  });

  it('opens again when reopened after the close button, before `close` arrives', () => {
    const add = openFromAdd();
    fireEvent.click(screen.getByRole('button', { name: controls.close }));
    expect(dialog().open).toBe(false);
    expect(add).toHaveFocus();
    fireEvent.click(add);
    closeEvent();
    expect(dialog().open).toBe(true);
  });

  it('reports a close by other means once, by its event', () => {
    const onClose = renderOpen();
    act(() => {
      dialog().close();
      dialog().dispatchEvent(new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('reports a close by its button at once, and not again when `close` arrives', () => {
    const onClose = renderOpen();
    fireEvent.click(screen.getByRole('button', { name: controls.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    closeEvent();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls afterClose once per close, with the focus back, so it can move it on', () => {
    const afterClose = jest.fn(() => document.activeElement?.textContent);
    const add = openFromAdd(afterClose);
    fireEvent.click(screen.getByRole('button', { name: controls.close }));
    expect(add).toHaveFocus();
    expect(afterClose).toHaveBeenCalledTimes(1);
    expect(afterClose).toHaveLastReturnedWith('Add');
    // The late `close` event reports nothing more.
    deliverClose(dialog());
    expect(afterClose).toHaveBeenCalledTimes(1);

    // A close by other means (Escape, as the browser closes it) is reported by its event.
    fireEvent.click(add);
    dialog().removeAttribute('open');
    deliverClose(dialog());
    expect(afterClose).toHaveBeenCalledTimes(2);
    expect(afterClose).toHaveLastReturnedWith('Add');
  });
});
