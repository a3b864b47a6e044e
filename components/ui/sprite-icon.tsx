import { withBasePath } from '@/lib/base-path';
import { SPRITE_HREF } from './sprite-href';

/**
 * An icon drawn from an SVG sprite (`sprite`, a path of the site, and the symbol's `id`),
 * hidden from assistive technology. The address reaches `href` after the first paint
 * (sprite-href.ts); the `<noscript>` copy draws it without JavaScript. In development no
 * loader runs, so the address is written straight into `href`.
 */
export function SpriteIcon({
  sprite,
  id,
  className,
  ...data
}: {
  sprite: string;
  id: string;
  className: string;
} & { [attribute: `data-${string}`]: string }) {
  const href = withBasePath(`${sprite}#${id}`);
  const svg = { 'aria-hidden': true, focusable: false, fill: 'currentColor' } as const;
  const deferred = process.env.NODE_ENV === 'development' ? { href } : { [SPRITE_HREF]: href };
  return (
    <>
      <svg {...svg} {...data} className={`${className} noscript:hidden`}>
        <use {...deferred} />
      </svg>
      <noscript>
        <svg {...svg} className={className}>
          <use href={href} />
        </svg>
      </noscript>
    </>
  );
}
