import { EnglishHome } from '@/components/english/menu/english-home';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'English for Spanish speakers',
  description:
    'Grammar, verbs, phrases and games to learn English, written for Spanish speakers: tenses, conditionals, modal verbs, questions, reported speech and more.',
  path: '/ee',
});

export default function Page() {
  return <EnglishHome />;
}
