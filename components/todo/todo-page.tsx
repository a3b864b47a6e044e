import { PageHeader } from '@/components/ui/page-header';
import { routeInfo } from '@/content/routes';
import { todoTexts } from '@/content/todo';
import { TodoApp } from './todo-app';

/** /local-todolist: a to-do list kept in this browser's storage, in Spanish. */
export function TodoPage() {
  const route = routeInfo('/local-todolist');
  return (
    <div lang="es">
      <PageHeader
        heading={todoTexts.heading}
        back={route.back}
        backLabel={todoTexts.backLabel}
        description={todoTexts.subtitle}
      />
      <TodoApp />
    </div>
  );
}
