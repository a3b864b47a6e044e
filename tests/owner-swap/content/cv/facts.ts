/**
 * Owner-swap fixture: the smallest CV an owner may publish (one job, one study, three
 * skills, no certificates). tests/owner-swap/run.mjs puts it in place of
 * content/cv/facts.ts in a copy of the project and checks that typecheck, unit tests and
 * the build still pass.
 */
import type { CvFacts } from '@/content/cv/types';

export const cvFacts: CvFacts = {
  lastUpdate: '15-01-2026',
  openPositions: 2,
  experiences: [
    {
      business: 'Example Studio',
      positions: [{ from: '2024-05' }],
      tags: [{ name: 'Go', link: 'https://go.dev' }],
    },
  ],
  studies: [{ date: '2019 – 2023', origin: 'Example University', isOpen: true }],
  skills: [
    { name: 'Go', link: 'https://go.dev', value: 80, icon: 'go' },
    { name: 'SQL', link: 'https://www.iso.org/standard/76583.html', value: 70 },
    { name: 'Git', link: 'https://git-scm.com', value: 60, icon: 'git' },
  ],
  certificates: [],
};
