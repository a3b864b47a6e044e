import { QuestionsPage } from '@/components/english/grammar/questions-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Questions',
  description:
    'How to ask questions in English: H-questions, Wh-questions and yes/no questions, with examples, answers and Spanish explanations.',
  path: '/ee/questions',
});

export default function Page() {
  return <QuestionsPage />;
}
