import { PageLink } from '@/components/ui/page-link';
import type { ProjectCard } from '@/content/home';
import { ExternalLink } from '@/components/ui/external-link';
import { CodeIcon } from '@/components/ui/icons';
import { withBasePath } from '@/lib/base-path';

/** Width and height of the project screenshots (scripts/screenshots.mjs). */
const SHOT = { width: 640, height: 400 } as const;

export interface ProjectGridProps {
  projects: readonly ProjectCard[];
  /** Names the list of a card's tags for screen readers ('Built with'). */
  tagsLabel: string;
  /** The code link's words: visible, then the project's name for screen readers. */
  codeLink: string;
  codeOf: (name: string) => string;
}

/**
 * The project cards, in the owner's order: a readable part of the page, its name and
 * description, what it is built with and one line on what it achieves, all one link;
 * screen readers hear its tags as one sentence ('Built with: RSS, NewsAPI.'), not as
 * chips. Below it, a link to the code when the owner gives one.
 */
export function ProjectGrid({ projects, tagsLabel, codeLink, codeOf }: ProjectGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li
          key={project.href}
          className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900"
        >
          <PageLink
            href={project.href}
            className="group flex flex-1 flex-col rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- static export, committed screenshot */}
            <img
              src={withBasePath(project.imageUrl)}
              alt={project.shows}
              data-crop={project.crop}
              width={SHOT.width}
              height={SHOT.height}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] h-auto w-full border-b border-slate-200 bg-slate-100 object-cover object-top dark:border-slate-700 dark:bg-slate-800"
            />
            <span className="flex flex-1 flex-col gap-2 p-4">
              <span className="text-lg font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                {project.name}
              </span>{' '}
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {project.description}
              </span>{' '}
              <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {project.outcome}
              </span>{' '}
              <span className="sr-only">
                {tagsLabel}: {project.tags.join(', ')}.
              </span>
              <span aria-hidden="true" className="mt-auto flex flex-wrap gap-1.5 pt-1">
                {project.tags.map((tag) => (
                  <span
                    key={tag}
                    className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                  >
                    {tag}
                  </span>
                ))}
              </span>
            </span>
          </PageLink>
          {project.codeUrl ? (
            <ExternalLink
              href={project.codeUrl}
              className="mx-4 mb-4 inline-flex items-center gap-2 self-start rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              <CodeIcon aria-hidden="true" className="size-4 shrink-0" />
              {codeLink}
              <span className="sr-only">{codeOf(project.name)}</span>
            </ExternalLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
