import { ExternalLink } from '@/components/ui/external-link';
import type { CvCertificate, CvLang } from '@/content/cv/types';
import { PrintUrl } from './print-url';

export interface CertificateListProps {
  title: string;
  certificates: readonly CvCertificate[];
  /** Language of the page (for the new-tab note). */
  lang: CvLang;
}

/** Certifications under the studies; nothing at all when there are none. */
export function CertificateList({ title, certificates, lang }: CertificateListProps) {
  if (certificates.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {certificates.map((certificate) => (
          <li
            key={`${certificate.name}-${certificate.date}`}
            className="text-slate-700 dark:text-slate-300"
          >
            {certificate.link ? (
              <>
                <ExternalLink
                  href={certificate.link}
                  newTabNote={lang}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
                >
                  {certificate.name}
                </ExternalLink>
                <PrintUrl href={certificate.link} />
              </>
            ) : (
              <span className="font-semibold">{certificate.name}</span>
            )}{' '}
            <span className="text-sm">
              – {certificate.origin}, {certificate.date}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
