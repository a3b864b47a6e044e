import dayjs from 'dayjs';
import { Card } from '@/components/ui/card';
import { devTipsTexts, type DevTip } from '@/content/dev-tips';
import { devTipAnchor } from '@/lib/search/anchors';
import { DevTipIcon } from './dev-tip-icon';
import { OpenTipButton } from './dev-tips-library';

/** A tip's card: its texts never change (static markup); only its button is React's. */
export function DevTipCard({ tip }: { tip: DevTip }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <>
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-red-700 dark:text-red-300">
          <DevTipIcon type={tip.type} />
          {devTipsTexts.typeLabels[tip.type]}
        </p>
        <h2
          id={devTipAnchor(tip.title)}
          className="text-xl font-semibold text-slate-900 dark:text-white"
        >
          {tip.title}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{tip.description}</p>
        <p className="mt-auto text-sm text-slate-600 dark:text-slate-300">
          {devTipsTexts.by} <span lang="en">{tip.author}</span> · {devTipsTexts.addedOn}{' '}
          <time dateTime={tip.creationDate}>{dayjs(tip.creationDate).format('DD/MM/YYYY')}</time>
        </p>
      </>
      <OpenTipButton
        tip={{ title: tip.title, url: tip.url, sourceTitle: tip.sourceTitle, author: tip.author }}
        label={devTipsTexts.open[tip.type]}
      />
    </Card>
  );
}
