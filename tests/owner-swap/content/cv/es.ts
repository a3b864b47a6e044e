/** Owner-swap fixture: the words of the smallest CV in Spanish (see facts.ts). */
import type { CvTexts } from '@/content/cv/types';

export const cvEs = {
  lang: 'es',
  aboutHeading: 'Sobre mí',
  about: 'Desarrolladora de sistemas.',
  contactHeading: 'Contacto',
  followHeading: 'Sígueme',
  experienceHeading: 'Experiencia',
  studiesHeading: 'Estudios',
  skillsHeading: 'Habilidades',
  profession: 'Desarrolladora',
  experiences: [[{ name: 'Desarrolladora', description: 'Escribo servicios en Go.' }]],
  studies: [{ title: 'Ingeniería en Computación', description: 'Tesis sobre compiladores.' }],
  months: [
    'ene.',
    'feb.',
    'mar.',
    'abr.',
    'may.',
    'jun.',
    'jul.',
    'ago.',
    'sept.',
    'oct.',
    'nov.',
    'dic.',
  ],
  present: 'actualidad',
  labels: {
    back: 'Volver',
    otherLanguage: 'English',
    lastUpdate: 'Última actualización',
    photoAlt: 'Retrato',
    certificates: 'Certificaciones',
    personDescription: 'Desarrolladora de sistemas.',
  },
} satisfies CvTexts;
