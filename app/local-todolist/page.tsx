import { TodoPage } from '@/components/todo/todo-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'LocalStorage TodoList',
  description:
    'Gestiona tus tareas fácilmente sin internet: una lista de tareas guardada en tu navegador.',
  path: '/local-todolist',
  locale: 'es_ES',
});

export default function Page() {
  return <TodoPage />;
}
