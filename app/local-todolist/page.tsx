import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'LocalStorage TodoList',
  description: 'A to-do list kept in your browser that works without internet.',
  path: '/local-todolist',
});

export default function Page() {
  return <ComingSoon path="/local-todolist" coming="a to-do list saved in your browser." />;
}
