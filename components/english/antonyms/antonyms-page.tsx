import { SpeakIcon } from '@/components/ui/icons';
import { EnglishPageHeader } from '@/components/english/help/english-page-header';
import { antonymPairs } from '@/content/english/antonyms';
import { antonymsIntro } from '@/content/english/antonyms-texts';
import type { RouteInfo } from '@/content/routes';
import { firstRound } from '@/lib/english/antonyms';
import { AntonymsGame } from './antonyms-game';

/** /ee/antonyms: the header and the game, with its fixed first round drawn here, on the server. */
export function AntonymsPage({ route }: { route: RouteInfo }) {
  return (
    <>
      <EnglishPageHeader route={route} intro={antonymsIntro} />
      <AntonymsGame
        first={firstRound(antonymPairs)}
        speakIcon={<SpeakIcon aria-hidden="true" className="size-5" />}
      />
    </>
  );
}
