import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveStatus } from '@/components/layout/save-status';
import { saveStatusTexts as texts } from '@/content/save-status';
import { verbsLearnedCodec } from '@/lib/english/irregular-verbs';
import { bestTileCodec } from '@/lib/games/2048';
import { load } from '@/lib/persist';
import { resetStorageForTests, write } from '@/lib/storage';
import { tasksCodec } from '@/lib/todo/tasks';

function renderOnPage() {
  return render(
    <>
      <main>
        <h1 tabIndex={-1}>Lista de tareas</h1>
      </main>
      <SaveStatus dataHref="/data" retryClassName="button" />
    </>,
  );
}

afterEach(() => {
  act(() => resetStorageForTests());
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('SaveStatus', () => {
  it('says nothing while all is well, then names the value that could not be read', () => {
    localStorage.setItem('tasks', '{"not": "a list"');
    renderOnPage();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void load(tasksCodec));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(texts.damagedValue('to-do tasks'));
    expect(alert).toHaveTextContent(texts.damagedKept);
    expect(screen.getByRole('link', { name: texts.exportLink })).toHaveAttribute('href', '/data');
    // Nothing failed to save, so there is nothing to retry.
    expect(screen.queryByRole('button', { name: texts.retry })).toBeNull();
  });

  it('tells apart a value read in part', () => {
    localStorage.setItem('verbsLearned', '["go", 5]');
    renderOnPage();
    act(() => void load(verbsLearnedCodec));
    expect(screen.getByRole('alert')).toHaveTextContent(
      texts.damagedItems('learned irregular verbs'),
    );
  });

  it('says what was not saved, and goes once "Try saving again" saves it', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderOnPage();
    act(() => void write('tasks', '[]'));
    expect(screen.getByRole('alert')).toHaveTextContent(texts.notSaved('to-do tasks'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByText(texts.stillFull)).toBeInTheDocument();
    setItem.mockRestore();
    await user.click(screen.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(localStorage.getItem('tasks')).toBe('[]');
  });

  it('goes when dismissed, and the focus goes to the page heading, not to <body>', async () => {
    localStorage.setItem('max2048', 'oops');
    renderOnPage();
    act(() => void load(bestTileCodec));
    // While shown, the page keeps room for it (globals.css --notice-space).
    const space = () => document.documentElement.style.getPropertyValue('--save-status-space');
    expect(space()).toMatch(/^\d+px$/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: texts.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(space()).toBe('');
    expect(screen.getByRole('heading', { name: 'Lista de tareas' })).toHaveFocus();
    // The damaged value itself is still kept aside.
    expect(Object.keys(localStorage)).toEqual([expect.stringMatching(/^max2048\.corrupt\./)]);
  });
});
