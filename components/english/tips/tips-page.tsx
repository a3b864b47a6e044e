import { IconProvider } from '@/components/ui/icon-context';
import { tipsIcons } from '@/components/ui/server-icons';
import type { RouteInfo } from '@/content/routes';
import { PhraseList } from './phrase-list';
import { TipsTrainer } from './tips-trainer';

/** /ee/tips: the phrase trainer, then the list of every phrase. */
export function TipsPage({ route }: { route: RouteInfo }) {
  return (
    <>
      <IconProvider icons={tipsIcons}>
        <TipsTrainer route={route} />
      </IconProvider>
      <PhraseList />
    </>
  );
}
