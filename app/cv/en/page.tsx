import { CvPage } from '@/components/cv/cv-page';
import { cvMetadata } from '@/lib/cv/metadata';

export const metadata = cvMetadata('en');

export default function Page() {
  return <CvPage lang="en" />;
}
