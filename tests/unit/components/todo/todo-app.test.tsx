import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TodoApp } from '@/components/todo/todo-app';
import type { TaskFormModal } from '@/components/todo/task-form-modal';
import { todoTexts } from '@/content/todo';
import { todoFormTexts } from '@/content/todo-form';
import { lazyValue, type LazyValue } from '@/lib/lazy-value';
import { useTodoStore } from '@/lib/stores/use-todo-store';
import { fakeModalDialogs } from '../../support/dialog';

const mockLoad = jest.fn<Promise<typeof TaskFormModal>, []>();
/** A fresh loader for each test, over `mockLoad` (a value once loaded stays, as in the page). */
let mockForm: LazyValue<typeof TaskFormModal>;
jest.mock('@/components/todo/load-task-form', () => ({
  get lazyTaskForm() {
    return mockForm;
  },
}));
const { lazyTaskForm: realForm } = jest.requireActual<
  typeof import('@/components/todo/load-task-form')
>('@/components/todo/load-task-form');

beforeAll(() => fakeModalDialogs());

const initial = useTodoStore.getState();
const addButton = () => screen.getByRole('button', { name: todoTexts.addButtonLabel });

describe('TodoApp: the add-task dialog on demand', () => {
  beforeEach(() => {
    localStorage.clear();
    useTodoStore.setState(initial, true);
    mockLoad.mockReset();
    mockLoad.mockImplementation(realForm.load);
    mockForm = lazyValue(() => mockLoad());
  });

  it('fetches the dialog once the page is idle, before any click', async () => {
    jest.useFakeTimers();
    try {
      render(<TodoApp />);
      expect(mockLoad).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(5000));
      expect(mockLoad).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the dialog on +, with the focus on the title, and adds a task', async () => {
    render(<TodoApp />);
    fireEvent.click(addButton());
    const title = await screen.findByRole('textbox', { name: todoFormTexts.titleLabel });
    expect(screen.getByRole('dialog', { name: todoFormTexts.modalTitle })).toBeInTheDocument();
    expect(title).toHaveFocus();
    fireEvent.change(title, { target: { value: 'Comprar pan' } });
    fireEvent.change(screen.getByRole('textbox', { name: todoFormTexts.descriptionLabel }), {
      target: { value: 'En la panadería' },
    });
    fireEvent.click(screen.getByRole('button', { name: todoFormTexts.add }));
    expect(await screen.findByText('Comprar pan')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the draft but not a refusal once the dialog is closed: the next Add checks again', async () => {
    useTodoStore.getState().hydrate();
    useTodoStore.getState().add({ title: 'Repetida', description: 'D' });
    render(<TodoApp />);
    fireEvent.click(addButton());
    const title = await screen.findByRole('textbox', { name: todoFormTexts.titleLabel });
    fireEvent.change(title, { target: { value: 'Repetida' } });
    fireEvent.change(screen.getByRole('textbox', { name: todoFormTexts.descriptionLabel }), {
      target: { value: 'Otra vez' },
    });
    fireEvent.click(screen.getByRole('button', { name: todoFormTexts.add }));
    expect(screen.getByText(todoFormTexts.errors.duplicateTitle)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: todoFormTexts.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The task with that title goes; the dialog opens again with the draft and no error.
    act(() => useTodoStore.setState({ tasks: [] }));
    fireEvent.click(addButton());
    const again = await screen.findByRole('textbox', { name: todoFormTexts.titleLabel });
    expect(again).toHaveValue('Repetida');
    expect(again).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(todoFormTexts.errors.duplicateTitle)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: todoFormTexts.add }));
    expect(await screen.findByText('Repetida')).toBeInTheDocument();
  });

  it('opens within the click once the dialog has been fetched', async () => {
    await mockForm.load();
    render(<TodoApp />);
    fireEvent.click(addButton());
    // No waiting: a close still being delivered must find the dialog open already.
    expect(screen.getByRole('dialog', { name: todoFormTexts.modalTitle })).toBeInTheDocument();
  });

  it('says so when + cannot get the dialog, keeps the tasks, and opens it on a later try', async () => {
    useTodoStore.getState().hydrate();
    useTodoStore.getState().add({ title: 'Guardada', description: 'D' });
    mockLoad.mockRejectedValue(new Error('offline'));
    render(<TodoApp />);
    fireEvent.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(todoTexts.formLoadFailed);
    expect(screen.getByText('Guardada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockLoad.mockImplementation(realForm.load);
    fireEvent.click(addButton());
    await screen.findByRole('dialog', { name: todoFormTexts.modalTitle });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
