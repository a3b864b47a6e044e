import { excerptParts } from '@/lib/search/excerpt';

/** A search excerpt as text, the matched words in <mark>; never parsed as HTML. */
export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part, i) =>
        part.mark ? (
          <mark
            key={i}
            className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300 dark:text-slate-950"
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
