/**
 * CV in English (/cv/en).
 *
 * SAMPLE DATA about a fictional engineer: the owner replaces this file with their own
 * CV. Keep es.ts in step: same employers, positions, studies and skills, in the same
 * order (a unit test compares both files).
 */
import type { Cv } from './types';

export const cvEn = {
  lang: 'en',
  lateral1: 'About me',
  lateral1Text:
    'I am a software engineer with more than ten years of experience building web products, from websites for small businesses to payment platforms that process millions of transactions a month. I am comfortable on both the frontend and the backend, and today I lead teams that ship reliable, accessible and maintainable software. I believe in clear code, automated tests and documentation that people actually read. In my spare time I teach technical English to Spanish-speaking developers and write small games to learn new things.',
  lateral2: 'Contact',
  lateral3: 'Follow me',
  title1: 'Studies',
  title2: 'Experience',
  title3: 'Skills',
  profession: 'Software Engineer',
  lastUpdate: '08-04-2023',
  experiences: [
    {
      business: 'Cordillera Pagos',
      isOpen: true,
      positions: [
        {
          name: 'Engineering Manager',
          date: 'Jan 2022 – Present',
          description:
            'I lead two teams of eleven people building the card and bank transfer payment platform for merchants in Chile and Peru. I set the technical roadmap together with product, support everyone’s growth through one-to-one meetings and career plans, and cut the lead time for new features from three weeks to five days.',
        },
        {
          name: 'Staff Software Engineer',
          date: 'Mar 2021 – Dec 2021',
          description:
            'Designed the migration of the reconciliation monolith to Node.js and TypeScript services on Kubernetes without stopping operations. Introduced contract testing and canary deployments that reduced production incidents by 60%.',
        },
      ],
      tags: [
        { name: 'TypeScript', link: 'https://www.typescriptlang.org' },
        { name: 'Node.js', link: 'https://nodejs.org' },
        { name: 'React', link: 'https://react.dev' },
        { name: 'Kubernetes', link: 'https://kubernetes.io' },
        { name: 'AWS', link: 'https://aws.amazon.com' },
      ],
    },
    {
      business: 'Nimbo Cloud',
      isOpen: false,
      positions: [
        {
          name: 'Senior Backend Engineer',
          date: 'Jun 2019 – Feb 2021',
          description:
            'Built the billing and usage metering API of an infrastructure platform with more than 4,000 customers in Go. Modelled usage events on Apache Kafka and PostgreSQL, automated the infrastructure with Terraform and took part in the team’s on-call rotation.',
        },
      ],
      tags: [
        { name: 'Go', link: 'https://go.dev' },
        { name: 'PostgreSQL', link: 'https://www.postgresql.org' },
        { name: 'Apache Kafka', link: 'https://kafka.apache.org' },
        { name: 'Terraform', link: 'https://www.terraform.io' },
      ],
    },
    {
      business: 'Mercado Austral',
      isOpen: false,
      positions: [
        {
          name: 'Senior Frontend Developer',
          date: 'Aug 2018 – May 2019',
          description:
            'Led the rewrite of the checkout in React and Redux, which raised mobile conversion by 18%. Created the component library shared by four teams and mentored three junior developers.',
        },
        {
          name: 'Frontend Developer',
          date: 'Jan 2017 – Jul 2018',
          description:
            'Built the server-rendered catalogue and search pages, optimised images and lazy loading, and raised Jest test coverage from 20% to 75%.',
        },
      ],
      tags: [
        { name: 'React', link: 'https://react.dev' },
        { name: 'Redux', link: 'https://redux.js.org' },
        { name: 'Sass', link: 'https://sass-lang.com' },
        { name: 'Jest', link: 'https://jestjs.io' },
      ],
    },
    {
      business: 'Salud Conecta',
      isOpen: false,
      positions: [
        {
          name: 'Full Stack Developer',
          date: 'Mar 2016 – Dec 2016',
          description:
            'Developed the medical appointment booking portal with Angular and a Java API built on Spring Boot, integrated with the systems of four clinics. Implemented the role-based access control and the audit log required by health data regulations.',
        },
      ],
      tags: [
        { name: 'Angular', link: 'https://angular.dev' },
        { name: 'Java', link: 'https://dev.java' },
        { name: 'Spring Boot', link: 'https://spring.io/projects/spring-boot' },
        { name: 'MySQL', link: 'https://www.mysql.com' },
      ],
    },
    {
      business: 'Transportes Pehuén',
      isOpen: false,
      positions: [
        {
          name: 'Software Developer',
          date: 'Jul 2015 – Feb 2016',
          description:
            'Created the shipment tracking system, written in Python and Django, that 120 drivers use from their phones, with real-time maps and automatic notices to customers when a delivery runs late.',
        },
      ],
      tags: [
        { name: 'Python', link: 'https://www.python.org' },
        { name: 'Django', link: 'https://www.djangoproject.com' },
        { name: 'PostgreSQL', link: 'https://www.postgresql.org' },
      ],
    },
    {
      business: 'Banco del Litoral',
      isOpen: false,
      positions: [
        {
          name: 'Programmer Analyst',
          date: 'Jan 2014 – Jun 2015',
          description:
            'Maintained and extended the Java services of the consumer loans department, automated builds and deployments with Jenkins, and documented processes that used to depend on a single person.',
        },
      ],
      tags: [
        { name: 'Java', link: 'https://dev.java' },
        { name: 'Jenkins', link: 'https://www.jenkins.io' },
        { name: 'Linux', link: 'https://www.kernel.org' },
      ],
    },
    {
      business: 'Agencia Colibrí',
      isOpen: false,
      positions: [
        {
          name: 'Web Developer',
          date: 'Mar 2013 – Dec 2013',
          description:
            'Designed and built more than fifteen websites for clients in tourism, food and education with HTML5, CSS and JavaScript, with care for accessibility and performance on low-end phones.',
        },
      ],
      tags: [
        { name: 'HTML5', link: 'https://html.spec.whatwg.org' },
        { name: 'CSS', link: 'https://www.w3.org/Style/CSS/' },
        { name: 'JavaScript', link: 'https://developer.mozilla.org/docs/Web/JavaScript' },
      ],
    },
    {
      business: 'Universidad Técnica del Pacífico',
      isOpen: false,
      positions: [
        {
          name: 'Databases Teaching Assistant',
          date: 'Mar 2011 – Dec 2012',
          description:
            'Prepared and taught weekly SQL and data modelling labs for classes of sixty students, marked term projects and published study material that the department still uses.',
        },
        {
          name: 'Programming Teaching Assistant',
          date: 'Mar 2010 – Dec 2010',
          description:
            'Answered questions during office hours, reviewed Python programming assignments and prepared guided exercises for first-year students.',
        },
      ],
      tags: [
        { name: 'PostgreSQL', link: 'https://www.postgresql.org' },
        { name: 'Python', link: 'https://www.python.org' },
      ],
    },
  ],
  studiesList: [
    {
      date: '2019 – 2021',
      title: 'Master’s Degree in Software Engineering',
      origin: 'Universidad del Valle Central',
      description:
        'Thesis on the observability of distributed systems: how to detect failures sooner by combining traces, metrics and logs. Passed with highest distinction.',
      isOpen: true,
    },
    {
      date: '2018',
      title: 'Postgraduate Diploma in Software Architecture',
      origin: 'Instituto Tecnológico Andino',
      description:
        'Architecture patterns, domain-driven design, microservices and messaging, with a final project on the gradual migration of a monolith.',
      isOpen: true,
    },
    {
      date: '2008 – 2013',
      title: 'Computer Engineering Degree',
      origin: 'Universidad Técnica del Pacífico',
      description:
        'Algorithms, databases, networks and software engineering. Final thesis: a mobile app to follow Valparaíso’s public transport in real time.',
      isOpen: true,
    },
  ],
  skills: [
    { name: 'TypeScript', link: 'https://www.typescriptlang.org', value: 95, icon: 'typescript' },
    {
      name: 'JavaScript',
      link: 'https://developer.mozilla.org/docs/Web/JavaScript',
      value: 95,
      icon: 'javascript',
    },
    { name: 'Go', link: 'https://go.dev', value: 78, icon: 'go' },
    { name: 'Java', link: 'https://dev.java', value: 75, icon: 'openjdk' },
    { name: 'Python', link: 'https://www.python.org', value: 72, icon: 'python' },
    { name: 'HTML5', link: 'https://html.spec.whatwg.org', value: 90, icon: 'html5' },
    { name: 'CSS', link: 'https://www.w3.org/Style/CSS/', value: 86, icon: 'css' },
    { name: 'Sass', link: 'https://sass-lang.com', value: 70, icon: 'sass' },
    { name: 'React', link: 'https://react.dev', value: 92, icon: 'react' },
    { name: 'Next.js', link: 'https://nextjs.org', value: 88, icon: 'nextdotjs' },
    { name: 'Redux', link: 'https://redux.js.org', value: 72, icon: 'redux' },
    { name: 'Angular', link: 'https://angular.dev', value: 65, icon: 'angular' },
    { name: 'Tailwind CSS', link: 'https://tailwindcss.com', value: 82, icon: 'tailwindcss' },
    { name: 'Node.js', link: 'https://nodejs.org', value: 90, icon: 'nodedotjs' },
    { name: 'Express', link: 'https://expressjs.com', value: 80, icon: 'express' },
    {
      name: 'Spring Boot',
      link: 'https://spring.io/projects/spring-boot',
      value: 70,
      icon: 'springboot',
    },
    { name: 'Django', link: 'https://www.djangoproject.com', value: 60, icon: 'django' },
    { name: 'GraphQL', link: 'https://graphql.org', value: 72, icon: 'graphql' },
    { name: 'PostgreSQL', link: 'https://www.postgresql.org', value: 85, icon: 'postgresql' },
    { name: 'MySQL', link: 'https://www.mysql.com', value: 70, icon: 'mysql' },
    { name: 'MongoDB', link: 'https://www.mongodb.com', value: 65, icon: 'mongodb' },
    { name: 'Redis', link: 'https://redis.io', value: 70, icon: 'redis' },
    {
      name: 'Elasticsearch',
      link: 'https://www.elastic.co/elasticsearch',
      value: 55,
      icon: 'elasticsearch',
    },
    { name: 'Apache Kafka', link: 'https://kafka.apache.org', value: 68, icon: 'apachekafka' },
    { name: 'Docker', link: 'https://www.docker.com', value: 84, icon: 'docker' },
    { name: 'Kubernetes', link: 'https://kubernetes.io', value: 75, icon: 'kubernetes' },
    { name: 'AWS', link: 'https://aws.amazon.com', value: 80 },
    { name: 'Google Cloud', link: 'https://cloud.google.com', value: 60, icon: 'googlecloud' },
    { name: 'Terraform', link: 'https://www.terraform.io', value: 70, icon: 'terraform' },
    {
      name: 'GitHub Actions',
      link: 'https://github.com/features/actions',
      value: 80,
      icon: 'githubactions',
    },
    { name: 'Jenkins', link: 'https://www.jenkins.io', value: 60, icon: 'jenkins' },
    { name: 'Linux', link: 'https://www.kernel.org', value: 80, icon: 'linux' },
    { name: 'Nginx', link: 'https://nginx.org', value: 62, icon: 'nginx' },
    { name: 'Git', link: 'https://git-scm.com', value: 90, icon: 'git' },
    { name: 'Jest', link: 'https://jestjs.io', value: 85, icon: 'jest' },
    { name: 'Playwright', link: 'https://playwright.dev', value: 75 },
    { name: 'Cypress', link: 'https://www.cypress.io', value: 65, icon: 'cypress' },
    { name: 'Jira', link: 'https://www.atlassian.com/software/jira', value: 60, icon: 'jira' },
    { name: 'Figma', link: 'https://www.figma.com', value: 50, icon: 'figma' },
    { name: 'Scrum', link: 'https://www.scrum.org', value: 78 },
  ],
  certificates: [],
  labels: {
    back: 'BACK',
    otherLanguage: 'Español',
    lastUpdate: 'Last Update',
    photoAlt: 'Illustrated portrait of Mateo Salinas',
    certificates: 'Certifications',
    newTab: '(opens in a new tab)',
    personDescription:
      'Software engineer with more than ten years of experience in web products, payments and cloud services.',
  },
} satisfies Cv;
