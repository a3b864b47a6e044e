import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveStatus } from '@/components/layout/save-status';
import { saveStatusTexts as texts } from '@/content/save-status';
import { readStored, safeStorage } from '@/lib/storage';

const tasksCodec = {
  decode: (v: unknown) => {
    if (!Array.isArray(v)) return undefined;
    return {
      value: v.filter((x) => typeof x === 'string'),
      invalid: v.filter((x) => typeof x !== 'string'),
    };
  },
};

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
  act(() => safeStorage.dismissDamaged());
  localStorage.clear();
});

describe('SaveStatus and damaged saved data', () => {
  it('says nothing while every saved value reads well', () => {
    localStorage.setItem('tasks', '["a"]');
    readStored('tasks', tasksCodec);
    renderOnPage();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the value that could not be read, says it is kept, and offers the export', () => {
    localStorage.setItem('tasks', '{"not": "a list"');
    renderOnPage();
    act(() => void readStored('tasks', tasksCodec));
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
    act(() => void readStored('verbsLearned', tasksCodec));
    expect(screen.getByRole('alert')).toHaveTextContent(
      texts.damagedItems('learned irregular verbs'),
    );
  });

  it('goes when dismissed, and the focus goes to the page heading, not to <body>', async () => {
    localStorage.setItem('max2048', 'oops');
    renderOnPage();
    act(() => void readStored('max2048', { decode: () => undefined }));
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
