import { CoursePage } from '@/components/course/course-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Recursos del curso de bases de datos',
  description:
    'Apuntes, presentaciones, guías de ejercicios y scripts SQL de un curso universitario de bases de datos, unidad por unidad.',
  path: '/web-bd',
  locale: 'es_ES',
});

export default function Page() {
  return <CoursePage />;
}
