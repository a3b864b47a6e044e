/**
 * The CV's words in English (/cv/en).
 *
 * SAMPLE DATA about a fictional engineer: the owner replaces it with their own CV.
 * Employers, periods, tags, studies' institutions and skills are written once in
 * facts.ts; this file holds one entry per employer, position and study there, in the
 * same order, as es.ts does.
 */
import type { CvTexts } from './types';

export const cvEn = {
  lang: 'en',
  aboutHeading: 'About me',
  about:
    'I am a software engineer with more than ten years of experience building web products, from websites for small businesses to payment platforms that process millions of transactions a month. I am comfortable on both the frontend and the backend, and today I lead teams that ship reliable, accessible and maintainable software. I believe in clear code, automated tests and documentation that people actually read. In my spare time I teach technical English to Spanish-speaking developers and write small games to learn new things.',
  contactHeading: 'Contact',
  followHeading: 'Follow me',
  experienceHeading: 'Experience',
  studiesHeading: 'Education',
  skillsHeading: 'Skills',
  profession: 'Software Engineer',
  /** One entry per employer of facts.ts, in its order: the words of each position. */
  experiences: [
    // Cordillera Pagos
    [
      {
        name: 'Engineering Manager',
        description:
          'I lead two teams of eleven people building the card and bank transfer payment platform for merchants in Chile and Peru. I set the technical roadmap together with product, support everyone’s growth through one-on-one meetings and career plans, and cut the lead time for new features from three weeks to five days.',
      },
      {
        name: 'Staff Software Engineer',
        description:
          'Designed the migration of the reconciliation monolith to Node.js and TypeScript services on Kubernetes without stopping operations. Introduced contract testing and canary deployments that reduced production incidents by 60%.',
      },
    ],
    // Nimbo Cloud
    [
      {
        name: 'Senior Backend Engineer',
        description:
          'Built, in Go, the billing and usage metering API of an infrastructure platform with more than 4,000 customers. Modeled usage events on Apache Kafka and PostgreSQL, automated the infrastructure with Terraform and took part in the team’s on-call rotation.',
      },
    ],
    // Mercado Austral
    [
      {
        name: 'Senior Frontend Developer',
        description:
          'Led the rewrite of the checkout in React and Redux, which raised mobile conversion by 18%. Created the component library shared by four teams and mentored three junior developers.',
      },
      {
        name: 'Frontend Developer',
        description:
          'Built the server-rendered catalog and search pages, optimized images and lazy loading, and raised Jest test coverage from 20% to 75%.',
      },
    ],
    // Salud Conecta
    [
      {
        name: 'Full Stack Developer',
        description:
          'Developed the medical appointment booking portal with Angular and a Java API built on Spring Boot, integrated with the systems of four clinics. Implemented the role-based access control and the audit log required by health data regulations.',
      },
    ],
    // Transportes Pehuén
    [
      {
        name: 'Software Developer',
        description:
          'Created the shipment tracking system, written in Python and Django, that 120 drivers use from their phones, with real-time maps and automatic notices to customers when a delivery runs late.',
      },
    ],
    // Banco del Litoral
    [
      {
        name: 'Programmer Analyst',
        description:
          'Maintained and extended the Java services of the consumer loans department, automated builds and deployments with Jenkins, and documented processes that used to depend on a single person.',
      },
    ],
    // Agencia Colibrí
    [
      {
        name: 'Web Developer',
        description:
          'Designed and built more than fifteen websites for clients in tourism, food and education with HTML5, CSS and JavaScript, with care for accessibility and performance on low-end phones.',
      },
    ],
    // Universidad Técnica del Pacífico
    [
      {
        name: 'Database Teaching Assistant',
        description:
          'Prepared and taught weekly SQL and data modeling labs for classes of sixty students, graded term projects and published study material that the department still uses.',
      },
      {
        name: 'Programming Teaching Assistant',
        description:
          'Answered questions during office hours, reviewed Python programming assignments and prepared guided exercises for first-year students.',
      },
    ],
  ],
  /** One entry per study of facts.ts, in its order. */
  studies: [
    {
      title: 'Master’s Degree in Software Engineering',
      description:
        'Thesis on the observability of distributed systems: how to detect failures sooner by combining traces, metrics and logs. Passed with highest distinction.',
    },
    {
      title: 'Postgraduate Diploma in Software Architecture',
      description:
        'Architecture patterns, domain-driven design, microservices and messaging, with a final project on the gradual migration of a monolith.',
    },
    {
      title: 'Computer Engineering Degree',
      description:
        'Algorithms, databases, networks and software engineering. Final thesis: a mobile app to follow Valparaíso’s public transport in real time.',
    },
  ],
  /** Position periods: month names (January first) and the word for an open end. */
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  present: 'Present',
  labels: {
    back: 'Back',
    otherLanguage: 'Versión en español',
    print: 'Print / PDF',
    lastUpdate: 'Last updated',
    photoAlt: 'Illustrated portrait of Mateo Salinas',
    certificates: 'Certifications',
    personDescription:
      'Software engineer with more than ten years of experience in web products, payments and cloud services.',
  },
} satisfies CvTexts;
