import { TodoPage } from '@/components/todo/todo-page';
import { pages } from '@/content/routes';
import { routeMetadata } from '@/lib/seo';

export const metadata = routeMetadata(pages.todo);

export default function Page() {
  return <TodoPage />;
}
