import { ComingSoon } from '@/components/ui/coming-soon';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'CV',
  description: 'Curriculum vitae of Mateo Salinas, software engineer, in Spanish and English.',
  path: '/cv',
});

export default function Page() {
  return <ComingSoon path="/cv" coming="the full bilingual CV with experience, studies and skills." />;
}
