import { PageHeader } from '@/components/ui/page-header';
import { devTips, devTipsTexts } from '@/content/dev-tips';
import { routeInfo } from '@/content/routes';
import { DevTipsLibrary } from './dev-tips-library';

/** /dev-tips: a library of short videos about software fundamentals. */
export function DevTipsPage() {
  const route = routeInfo('/dev-tips');
  return (
    <div lang="es">
      <PageHeader
        heading={devTipsTexts.heading}
        back={route.back}
        description={devTipsTexts.intro}
      />
      <DevTipsLibrary tips={devTips} />
    </div>
  );
}
