import { CvPage } from '@/components/cv/cv-page';
import { cvMetadata } from '@/lib/cv/metadata';

export const metadata = cvMetadata('es');

export default function Page() {
  return <CvPage lang="es" />;
}
