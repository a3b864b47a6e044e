import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/routes';
import { todoTexts } from '@/content/todo';
import { emptyListScript } from '@/lib/todo/first-paint';
import { TodoApp } from './todo-app';
import { todoIcons } from './todo-icons';

/** /local-todolist: a to-do list kept in this browser's storage, in Spanish. */
export function TodoPage() {
  const route = pages.todo;
  return (
    <div lang="es">
      <PageHeader route={route} description={todoTexts.subtitle} />
      {/* The script marks this wrapper when the stored list is empty, before the list is
          parsed, so that the first paint says so (lib/todo/first-paint.ts). */}
      <div className="group/stored">
        <script dangerouslySetInnerHTML={{ __html: emptyListScript }} />
        <TodoApp icons={todoIcons} />
      </div>
    </div>
  );
}
