import { CloseIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { devTips, devTipsTexts } from '@/content/dev-tips';
import { pages } from '@/content/routes';
import { DevTipCard } from './dev-tip-card';
import { DevTipsLibrary } from './dev-tips-library';

/** /dev-tips: a library of short videos about software fundamentals. */
export function DevTipsPage() {
  const route = pages.devTips;
  return (
    <div lang="es">
      <PageHeader route={route} description={devTipsTexts.intro} />
      <DevTipsLibrary closeIcon={<CloseIcon aria-hidden="true" className="size-5" />}>
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {devTips.map((tip) => (
            <li key={tip.url}>
              <DevTipCard tip={tip} />
            </li>
          ))}
        </ul>
      </DevTipsLibrary>
    </div>
  );
}
