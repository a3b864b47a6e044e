import { DevTipsPage } from '@/components/dev-tips/dev-tips-page';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Dev Tips',
  description:
    'Vídeos cortos sobre fundamentos de la programación: SOLID, Big O, algoritmos, patrones de diseño y código limpio.',
  path: '/dev-tips',
  locale: 'es_ES',
});

export default function Page() {
  return <DevTipsPage />;
}
