import { DataTransferPanel } from '@/components/data/data-transfer-panel';
import { buttonStyles } from '@/components/ui/button';
import { dataTransferTexts } from '@/content/data-transfer';
import { home, projects } from '@/content/home';
import { pages } from '@/content/routes';
import { ProjectGrid } from './project-grid';
import { RotatingTagline } from './rotating-tagline';

export function HomePage() {
  return (
    <>
      <section className="flex flex-col items-start gap-5 py-8 sm:py-14">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
          {pages.home.heading}
        </h1>
        <RotatingTagline
          taglines={home.taglines}
          intervalMs={home.taglineIntervalMs}
          className="text-xl font-medium text-brand-700 sm:text-2xl dark:text-brand-300"
        />
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">{home.intro}</p>
        <a href="#projects" className={buttonStyles('primary', 'lg')}>
          {home.projectsButton}
        </a>
      </section>
      <section id="projects" aria-labelledby="projects-heading" className="py-6">
        <h2
          id="projects-heading"
          className="mb-5 text-2xl font-bold text-slate-900 dark:text-white"
        >
          {home.projectsHeading}
        </h2>
        <ProjectGrid projects={projects} />
      </section>
      <section
        aria-labelledby="data-heading"
        className="mt-10 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="data-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {dataTransferTexts.heading}
        </h2>
        <p className="mt-1 mb-4 max-w-prose text-sm text-slate-700 dark:text-slate-300">
          {dataTransferTexts.intro}
        </p>
        <DataTransferPanel />
      </section>
    </>
  );
}
