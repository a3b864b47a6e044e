import { PageLink } from '@/components/ui/page-link';
import { BackButton } from '@/components/ui/back-button';
import { buttonStyles } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { mainProfiles } from '@/components/ui/profiles';
import { EmailIcon, LanguageIcon, PrintIcon } from '@/components/ui/icons';
import { cvPaths, cvRoutes, cvPhoto, type CvLang } from '@/content/cv';
import { site } from '@/content/site';
import { basePath } from '@/lib/base-path';
import { cn } from '@/lib/cn';
import { cvByLang } from '@/lib/cv/compose';
import { parseCvDate } from '@/lib/cv/date';
import { personJsonLd, serializeJsonLd } from '@/lib/cv/json-ld';
import { siteUrl } from '@/lib/seo';
import { CertificateList } from './certificate-list';
import { CvSection } from './cv-section';
import { Experience, Study } from './cv-entries';
import { PrintButton } from '@/components/ui/print-button';
import { PrintUrl } from './print-url';
import { SkillList } from './skill-list';
import { CvPhoto } from './cv-photo';

const labelHeading =
  'text-sm font-bold tracking-wider text-slate-600 uppercase dark:text-slate-300 print:text-black';
const asideLink =
  'inline-flex items-center gap-2 rounded-md font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300 print:text-black';

/** The whole CV in one language; Spanish at /cv, English at /cv/en. */
export function CvPage({ lang }: { lang: CvLang }) {
  const cv = cvByLang[lang];
  const otherLang: CvLang = lang === 'es' ? 'en' : 'es';
  const route = cvRoutes[lang];
  const lastUpdate = parseCvDate(cv.lastUpdate, lang);
  const origin = `${siteUrl()}${basePath}`;
  const person = personJsonLd({
    name: site.name,
    jobTitle: cv.headline.role,
    description: cv.labels.personDescription,
    url: `${origin}${cvPaths[lang]}`,
    image: `${origin}${cvPhoto.src}`,
    email: site.email,
    sameAs: mainProfiles.map((link) => link.href),
    knowsAbout: cv.skills.map((skill) => skill.name),
    alumniOf: cv.studies.map((study) => study.origin),
    knowsLanguage: ['es', 'en'],
    worksFor: cv.headline.employer,
  });

  return (
    <div lang={lang} data-cv="">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(person) }}
      />
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        {route.back ? <BackButton href={route.back} label={cv.labels.back} /> : null}
        <div className="ml-auto flex flex-wrap justify-end gap-3">
          <PrintButton className={cn(buttonStyles('secondary', 'sm'), 'noscript:hidden')}>
            <PrintIcon aria-hidden="true" className="size-4" />
            {cv.labels.print}
          </PrintButton>
          <PageLink
            href={cvPaths[otherLang]}
            hrefLang={otherLang}
            lang={otherLang}
            className={buttonStyles('secondary', 'sm')}
          >
            <LanguageIcon aria-hidden="true" className="size-5" />
            {cv.labels.otherLanguage}
          </PageLink>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] print:block">
        <header className="md:col-start-2 md:row-start-1 print:mb-2">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white print:text-3xl print:text-black">
            {route.heading}
          </h1>
          <p className="mt-2 text-xl font-medium text-brand-700 dark:text-brand-300 print:mt-1 print:text-lg print:text-black">
            {cv.headline.role}
            {cv.headline.employer ? (
              <span className="text-slate-700 dark:text-slate-300 print:text-slate-800">
                {' '}
                <span aria-hidden="true">·</span> {cv.headline.employer}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300 print:text-slate-800">
            {cv.labels.lastUpdate}:{' '}
            {lastUpdate ? (
              <time dateTime={lastUpdate.iso}>{lastUpdate.display}</time>
            ) : (
              cv.lastUpdate
            )}
          </p>
        </header>

        {/* The photo, the e-mail and the profiles: short enough to stay in view beside
            the whole CV on a wide screen, so contact is always one glance away. On a
            phone and on paper they make one compact block under the name, so the
            experience starts on the first screen. */}
        <aside className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 self-start md:sticky md:top-20 md:col-start-1 md:row-span-2 md:row-start-1 md:flex md:flex-col md:gap-6 print:static print:mb-4 print:flex print:flex-row print:flex-wrap print:items-start print:gap-x-8 print:gap-y-1">
          <CvPhoto
            alt={cv.labels.photoAlt}
            className="row-span-2 size-20 rounded-full border-4 border-white shadow-md sm:size-28 md:size-40 dark:border-slate-800 print:hidden"
          />
          <section aria-labelledby="cv-contact">
            <h2 id="cv-contact" className={labelHeading}>
              {cv.contactHeading}
            </h2>
            <p className="mt-1 md:mt-2">
              <a href={`mailto:${site.email}`} className={cn(asideLink, 'break-words')}>
                <EmailIcon aria-hidden="true" className="size-4 shrink-0" />
                {site.email}
              </a>
            </p>
          </section>
          <section aria-labelledby="cv-follow">
            <h2 id="cv-follow" className={labelHeading}>
              {cv.followHeading}
            </h2>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 md:mt-2 md:flex-col md:gap-2 print:flex-row print:gap-x-4">
              {mainProfiles.map(({ name, href, icon: Icon }) => (
                <li key={href}>
                  <ExternalLink href={href} className={asideLink} newTabNote={lang}>
                    <Icon aria-hidden="true" className="size-4 shrink-0 print:hidden" />
                    {name}
                  </ExternalLink>
                  <PrintUrl href={href} />
                </li>
              ))}
            </ul>
          </section>
        </aside>

        <div className="flex min-w-0 flex-col gap-6 md:col-start-2 md:row-start-2 print:gap-4">
          {/* The experience first, right under the contact on a phone, and the sections
              in the order they are drawn, so nothing drawn moves while the page arrives
              (a later part placed above an earlier one with CSS order would push it down).
              On paper the introduction leads. */}
          <CvSection id="experience" title={cv.experienceHeading}>
            <ol className="flex flex-col gap-4 print:gap-1">
              {cv.experiences.map((experience) => (
                <li key={experience.business}>
                  <Experience experience={experience} lang={lang} />
                </li>
              ))}
            </ol>
          </CvSection>
          <section aria-labelledby="cv-about" className="print:-order-1">
            <h2 id="cv-about" className={labelHeading}>
              {cv.aboutHeading}
            </h2>
            <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300 print:mt-1 print:max-w-none print:text-black">
              {cv.about}
            </p>
          </section>
          <CvSection id="education" title={cv.studiesHeading}>
            <ol className="flex flex-col gap-4 print:gap-1">
              {cv.studies.map((study) => (
                <li key={`${study.title}-${study.date}`}>
                  <Study study={study} />
                </li>
              ))}
            </ol>
            <CertificateList
              title={cv.labels.certificates}
              certificates={cv.certificates}
              lang={lang}
            />
          </CvSection>
          <CvSection id="skills" title={cv.skillsHeading} className="skip-offscreen">
            <SkillList skills={cv.skills} lang={lang} />
          </CvSection>
        </div>
      </div>
    </div>
  );
}
