import Link from 'next/link';
import { BackButton } from '@/components/ui/back-button';
import { buttonStyles } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { mainProfiles } from '@/components/ui/profiles';
import { EmailIcon, LanguageIcon } from '@/components/ui/icons';
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
  const lastUpdate = parseCvDate(cv.lastUpdate);
  const origin = `${siteUrl()}${basePath}`;
  const person = personJsonLd({
    name: site.name,
    jobTitle: cv.profession,
    description: cv.labels.personDescription,
    url: `${origin}${cvPaths[lang]}`,
    image: `${origin}${cvPhoto.src}`,
    email: site.email,
    sameAs: mainProfiles.map((link) => link.href),
    knowsAbout: cv.skills.map((skill) => skill.name),
    alumniOf: cv.studies.map((study) => study.origin),
    knowsLanguage: ['es', 'en'],
    worksFor: cv.experiences[0]?.business,
  });

  return (
    <div lang={lang}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(person) }}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {route.back ? <BackButton href={route.back} label={cv.labels.back} /> : null}
        <Link
          href={cvPaths[otherLang]}
          hrefLang={otherLang}
          lang={otherLang}
          className={cn(buttonStyles('secondary', 'sm'), 'print:hidden')}
        >
          <LanguageIcon aria-hidden="true" className="size-5" />
          {cv.labels.otherLanguage}
        </Link>
      </div>

      <div className="grid gap-8 md:grid-cols-[15rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] lg:grid-cols-[18rem_minmax(0,1fr)] print:block">
        <header className="md:col-start-2 md:row-start-1 print:mb-4">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white print:text-black">
            {route.heading}
          </h1>
          <p className="mt-2 text-xl font-medium text-brand-700 dark:text-brand-300 print:text-black">
            {cv.profession}
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
            the whole CV on a wide screen, so contact is always one glance away. */}
        <aside className="flex flex-col gap-6 self-start md:sticky md:top-20 md:col-start-1 md:row-span-2 md:row-start-1 print:static print:mb-6 print:gap-3">
          <CvPhoto
            alt={cv.labels.photoAlt}
            className="size-32 rounded-full border-4 border-white shadow-md sm:size-40 dark:border-slate-800 print:size-24 print:shadow-none"
          />
          <section aria-labelledby="cv-contact">
            <h2 id="cv-contact" className={labelHeading}>
              {cv.contactHeading}
            </h2>
            <p className="mt-2">
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
            <ul className="mt-2 flex flex-col gap-2">
              {mainProfiles.map(({ name, href, icon: Icon }) => (
                <li key={href}>
                  <ExternalLink href={href} className={asideLink} newTabNote={lang}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {name}
                  </ExternalLink>
                  <PrintUrl href={href} />
                </li>
              ))}
            </ul>
          </section>
        </aside>

        <div className="flex min-w-0 flex-col gap-6 md:col-start-2 md:row-start-2">
          <section aria-labelledby="cv-about">
            <h2 id="cv-about" className={labelHeading}>
              {cv.aboutHeading}
            </h2>
            <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300 print:text-black">
              {cv.about}
            </p>
          </section>
          <CvSection id="experience" title={cv.experienceHeading}>
            <ol className="flex flex-col gap-4">
              {cv.experiences.map((experience) => (
                <li key={experience.business}>
                  <Experience experience={experience} lang={lang} />
                </li>
              ))}
            </ol>
          </CvSection>
          <CvSection id="studies" title={cv.studiesHeading}>
            <ol className="flex flex-col gap-4">
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
          <CvSection id="skills" title={cv.skillsHeading}>
            <SkillList skills={cv.skills} lang={lang} />
          </CvSection>
        </div>
      </div>
    </div>
  );
}
