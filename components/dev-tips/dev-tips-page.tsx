import { IconProvider } from '@/components/ui/icon-context';
import { PageHeader } from '@/components/ui/page-header';
import { devTipIcons } from '@/components/ui/server-icons';
import { devTips, devTipsTexts } from '@/content/dev-tips';
import { pages } from '@/content/routes';
import { DevTipsLibrary } from './dev-tips-library';

/** /dev-tips: a library of short videos about software fundamentals. */
export function DevTipsPage() {
  const route = pages.devTips;
  return (
    <div lang="es">
      <PageHeader route={route} description={devTipsTexts.intro} />
      <IconProvider icons={devTipIcons}>
        <DevTipsLibrary tips={devTips} />
      </IconProvider>
    </div>
  );
}
