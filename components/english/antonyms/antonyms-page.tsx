import { SpeakIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { antonymPairs } from '@/content/english/antonyms';
import { antonymsIntro } from '@/content/english/antonyms-texts';
import type { RouteInfo } from '@/content/routes';
import { firstRound } from '@/lib/english/antonyms';
import { AntonymsGame } from './antonyms-game';

/** /ee/antonyms: the header and the game, with its fixed first round drawn here, on the server. */
export function AntonymsPage({ route }: { route: RouteInfo }) {
  return (
    <>
      <PageHeader route={route} description={antonymsIntro.description} />
      <AntonymsGame
        first={firstRound(antonymPairs)}
        speakIcon={<SpeakIcon aria-hidden="true" className="size-5" />}
      />
    </>
  );
}
