/**
 * The CV's language-neutral facts, written once for both languages: employers, their
 * tags (technologies, products) and the periods of each position, studies' periods and
 * institutions, skills with their levels, links and logos, certificates and the date of
 * the last revision.
 *
 * SAMPLE DATA about a fictional engineer: the owner replaces it with their own CV. The
 * words of each language (position names, descriptions, study titles, headings) are in
 * es.ts and en.ts, one entry per employer, position and study of this file, in the
 * same order (the build stops with a message naming the entry if they disagree).
 */
import type { CvFacts } from './types';

export const cvFacts: CvFacts = {
  /** Date of the last revision, dd-MM-yyyy. */
  lastUpdate: '08-04-2023',
  /** Positions, most recent first, whose description shows when the page opens. */
  openPositions: 3,
  experiences: [
    {
      business: 'Cordillera Pagos',
      positions: [{ from: '2022-01' }, { from: '2021-03', to: '2021-12' }],
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
      positions: [{ from: '2019-06', to: '2021-02' }],
      tags: [
        { name: 'Go', link: 'https://go.dev' },
        { name: 'PostgreSQL', link: 'https://www.postgresql.org' },
        { name: 'Apache Kafka', link: 'https://kafka.apache.org' },
        { name: 'Terraform', link: 'https://www.terraform.io' },
      ],
    },
    {
      business: 'Mercado Austral',
      positions: [
        { from: '2018-08', to: '2019-05' },
        { from: '2017-01', to: '2018-07' },
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
      positions: [{ from: '2016-03', to: '2016-12' }],
      tags: [
        { name: 'Angular', link: 'https://angular.dev' },
        { name: 'Java', link: 'https://dev.java' },
        { name: 'Spring Boot', link: 'https://spring.io/projects/spring-boot' },
        { name: 'MySQL', link: 'https://www.mysql.com' },
      ],
    },
    {
      business: 'Transportes Pehuén',
      positions: [{ from: '2015-07', to: '2016-02' }],
      tags: [
        { name: 'Python', link: 'https://www.python.org' },
        { name: 'Django', link: 'https://www.djangoproject.com' },
        { name: 'PostgreSQL', link: 'https://www.postgresql.org' },
      ],
    },
    {
      business: 'Banco del Litoral',
      positions: [{ from: '2014-01', to: '2015-06' }],
      tags: [
        { name: 'Java', link: 'https://dev.java' },
        { name: 'Jenkins', link: 'https://www.jenkins.io' },
        { name: 'Linux', link: 'https://www.kernel.org' },
      ],
    },
    {
      business: 'Agencia Colibrí',
      positions: [{ from: '2013-03', to: '2013-12' }],
      tags: [
        { name: 'HTML5', link: 'https://html.spec.whatwg.org' },
        { name: 'CSS', link: 'https://www.w3.org/Style/CSS/' },
        { name: 'JavaScript', link: 'https://developer.mozilla.org/docs/Web/JavaScript' },
      ],
    },
    {
      business: 'Universidad Técnica del Pacífico',
      positions: [
        { from: '2011-03', to: '2012-12' },
        { from: '2010-03', to: '2010-12' },
      ],
      tags: [
        { name: 'PostgreSQL', link: 'https://www.postgresql.org' },
        { name: 'Python', link: 'https://www.python.org' },
      ],
    },
  ],
  studies: [
    { date: '2019 – 2021', origin: 'Universidad del Valle Central', isOpen: true },
    { date: '2018', origin: 'Instituto Tecnológico Andino', isOpen: true },
    { date: '2008 – 2013', origin: 'Universidad Técnica del Pacífico', isOpen: true },
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
};
