import { cvEn } from '@/content/cv/en';
import { cvEs } from '@/content/cv/es';
import { cvFacts } from '@/content/cv/facts';
import type { Cv, CvFacts, CvLang, CvTexts } from '@/content/cv/types';
import { formatPeriod } from './format';

/**
 * Joins the language-neutral facts with one language's words into the CV a page shows.
 * Throws, naming the entry, when the words do not have one entry per employer, position
 * and study of the facts, so a CV edited on one side only stops the build.
 */
export function composeCv(facts: CvFacts, texts: CvTexts): Cv {
  const where = `content/cv/${texts.lang}.ts`;
  const fail = (what: string, words: number, fact: number) =>
    new Error(`${where}: ${what} has ${words} entries, content/cv/facts.ts has ${fact}`);
  if (texts.experiences.length !== facts.experiences.length)
    throw fail('experiences', texts.experiences.length, facts.experiences.length);
  if (texts.studies.length !== facts.studies.length)
    throw fail('studies', texts.studies.length, facts.studies.length);
  if (texts.months.length !== 12) throw fail('months', texts.months.length, 12);
  const { experiences, studies, months, present, ...words } = texts;
  // Positions are counted across employers, most recent first, to open the latest ones.
  let order = 0;
  const composed = facts.experiences.map((experience, i) => {
    const positions = experiences[i]!;
    if (positions.length !== experience.positions.length)
      throw fail(`experiences[${i}]`, positions.length, experience.positions.length);
    return {
      business: experience.business,
      tags: experience.tags,
      positions: experience.positions.map((period, j) => ({
        ...positions[j]!,
        date: formatPeriod(period, { months, present }),
        isOpen: order++ < facts.openPositions,
        current: period.to === undefined,
      })),
    };
  });
  const current = composed.find((experience) => experience.positions.some((p) => p.current));
  return {
    ...words,
    lastUpdate: facts.lastUpdate,
    headline: current
      ? { role: current.positions.find((p) => p.current)!.name, employer: current.business }
      : { role: texts.profession },
    experiences: composed.map(({ positions, ...experience }) => ({
      ...experience,
      positions: positions.map(({ current: _current, ...position }) => position),
    })),
    studies: facts.studies.map((study, i) => ({ ...study, ...studies[i]! })),
    skills: facts.skills,
    certificates: facts.certificates,
  };
}

/** The CV in each language, as the pages show it. Spanish is the default. */
export const cvByLang: Readonly<Record<CvLang, Cv>> = {
  es: composeCv(cvFacts, cvEs),
  en: composeCv(cvFacts, cvEn),
};
