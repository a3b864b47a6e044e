import { buttonStyles } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { mainProfiles } from '@/components/ui/profiles';
import { DownloadIcon, EmailIcon } from '@/components/ui/icons';
import { CvPhoto } from '@/components/cv/cv-photo';
import { home, projects } from '@/content/home';
import { pages } from '@/content/routes';
import { site } from '@/content/site';
import { cvByLang } from '@/lib/cv/compose';
import { ProjectGrid } from './project-grid';
import { RotatingTagline } from './rotating-tagline';

const profileLink =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-200/70 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-700/70 dark:hover:text-white';

export function HomePage() {
  return (
    <>
      <section className="grid items-center gap-6 py-6 sm:py-12 md:grid-cols-[minmax(0,1fr)_auto] md:gap-12">
        {/* The photo first, as a phone shows it: beside the text on a wide screen by its
            column, not by CSS order, so the text is never pushed down as the page arrives. */}
        <CvPhoto
          alt={cvByLang.en.labels.photoAlt}
          className="size-24 rounded-full border-4 border-white shadow-lg ring-1 ring-slate-200 md:col-start-2 md:row-start-1 md:size-64 lg:size-72 dark:border-slate-800 dark:ring-slate-700"
        />
        <div className="flex flex-col items-start gap-5 md:col-start-1 md:row-start-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {site.role}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">
            {pages.home.heading}
          </h1>
          <RotatingTagline
            taglines={home.taglines}
            intervalMs={home.taglineIntervalMs}
            pauseLabel={home.taglinePause}
            resumeLabel={home.taglineResume}
            className="text-xl font-medium text-brand-700 sm:text-2xl dark:text-brand-300"
          />
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">{home.intro}</p>
          <div className="flex flex-wrap gap-3">
            <ExternalLink href={site.resumeUrl} className={buttonStyles('primary', 'lg')}>
              <DownloadIcon aria-hidden="true" className="size-4" />
              {home.resumeButton}
            </ExternalLink>{' '}
            <a href={`mailto:${site.email}`} className={buttonStyles('secondary', 'lg')}>
              <EmailIcon aria-hidden="true" className="size-4" />
              {home.contactButton}
            </a>{' '}
            <a href="#projects" className={buttonStyles('ghost', 'lg')}>
              {home.projectsButton}
            </a>
          </div>
          <ul aria-label={home.profilesLabel} className="-ml-3 flex flex-wrap gap-1">
            {mainProfiles.map(({ name, href, icon: Icon }) => (
              <li key={href}>
                <ExternalLink href={href} className={profileLink}>
                  <Icon aria-hidden="true" className="size-5" />
                  {name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="projects" aria-labelledby="projects-heading" className="py-6">
        <h2
          id="projects-heading"
          className="mb-5 text-2xl font-bold text-slate-900 dark:text-white"
        >
          {home.projectsHeading}
        </h2>
        <ProjectGrid
          projects={projects}
          tagsLabel={home.tagsLabel}
          codeLink={home.codeLink}
          codeOf={home.codeOf}
        />
      </section>
    </>
  );
}
