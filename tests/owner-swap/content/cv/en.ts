/** Owner-swap fixture: the words of the smallest CV in English (see facts.ts). */
import type { CvTexts } from '@/content/cv/types';

export const cvEn = {
  lang: 'en',
  aboutHeading: 'About me',
  about: 'Systems developer.',
  contactHeading: 'Contact',
  followHeading: 'Follow me',
  experienceHeading: 'Experience',
  studiesHeading: 'Education',
  skillsHeading: 'Skills',
  profession: 'Developer',
  experiences: [[{ name: 'Developer', description: 'I write services in Go.' }]],
  studies: [{ title: 'Computer Engineering', description: 'Thesis on compilers.' }],
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  present: 'Present',
  labels: {
    back: 'Back',
    otherLanguage: 'Versión en español',
    print: 'Print / PDF',
    lastUpdate: 'Last updated',
    photoAlt: 'Portrait',
    certificates: 'Certifications',
    personDescription: 'Systems developer.',
  },
} satisfies CvTexts;
