import { render, screen } from '@testing-library/react';
import { TodoApp } from '@/components/todo/todo-app';
import { todoIcons } from '@/components/todo/todo-icons';
import { todoTexts } from '@/content/todo';

// The store's chunk cannot be fetched (the connection dropped as the page loaded).
jest.mock('@/lib/stores/use-todo-store', () => {
  throw new Error('offline');
});

it('says so when the list cannot load, instead of loading for ever', async () => {
  render(<TodoApp icons={todoIcons} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(todoTexts.loadFailed);
  expect(screen.queryByText(todoTexts.loading)).toBeNull();
});
