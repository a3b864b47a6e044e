/**
 * CV in Spanish (the default language, /cv).
 *
 * SAMPLE DATA about a fictional engineer: the owner replaces this file with their own
 * CV. Keep en.ts in step: same employers, positions, studies and skills, in the same
 * order (a unit test compares both files).
 */
import type { Cv } from './types';

export const cvEs = {
  lang: 'es',
  lateral1: 'Sobre mí',
  lateral1Text:
    'Soy ingeniero de software con más de diez años de experiencia construyendo productos web, desde sitios para pequeñas empresas hasta plataformas de pagos que procesan millones de transacciones al mes. Me muevo con comodidad entre el frontend y el backend, y hoy lidero equipos que entregan software confiable, accesible y fácil de mantener. Creo en el código claro, en las pruebas automatizadas y en la documentación que alguien realmente lee. En mi tiempo libre enseño inglés técnico a desarrolladores hispanohablantes y programo pequeños juegos para aprender cosas nuevas.',
  lateral2: 'Contacto',
  lateral3: 'Sígueme',
  title1: 'Estudios',
  title2: 'Experiencia',
  title3: 'Habilidades',
  profession: 'Ingeniero de Software',
  lastUpdate: '08-04-2023',
  experiences: [
    {
      business: 'Cordillera Pagos',
      isOpen: true,
      positions: [
        {
          name: 'Gerente de Ingeniería',
          date: 'ene. 2022 – actualidad',
          description:
            'Lidero dos equipos de once personas que construyen la plataforma de pagos con tarjeta y transferencias para comercios de Chile y Perú. Defino la hoja de ruta técnica junto a producto, acompaño el crecimiento de cada persona con reuniones uno a uno y planes de carrera, y reduje el tiempo de entrega de nuevas funcionalidades de tres semanas a cinco días.',
        },
        {
          name: 'Ingeniero de Software Principal',
          date: 'mar. 2021 – dic. 2021',
          description:
            'Diseñé la migración del monolito de conciliación a servicios en Node.js y TypeScript sobre Kubernetes, sin detener la operación. Introduje pruebas de contrato y despliegues canary que redujeron en un 60 % los incidentes en producción.',
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
          name: 'Ingeniero Backend Senior',
          date: 'jun. 2019 – feb. 2021',
          description:
            'Desarrollé en Go la API de facturación y medición de consumo de una plataforma de infraestructura con más de 4.000 clientes. Modelé los eventos de uso sobre Apache Kafka y PostgreSQL, automaticé la infraestructura con Terraform y participé en los turnos de guardia del equipo.',
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
          name: 'Desarrollador Frontend Senior',
          date: 'ago. 2018 – may. 2019',
          description:
            'Lideré la reescritura del proceso de pago en React y Redux, que aumentó en un 18 % la conversión en teléfonos móviles. Creé la biblioteca de componentes que comparten cuatro equipos y guie a tres desarrolladores junior.',
        },
        {
          name: 'Desarrollador Frontend',
          date: 'ene. 2017 – jul. 2018',
          description:
            'Construí las páginas de catálogo y búsqueda con renderizado en el servidor, optimicé las imágenes y la carga diferida, y llevé la cobertura de pruebas con Jest del 20 % al 75 %.',
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
          name: 'Desarrollador Full Stack',
          date: 'mar. 2016 – dic. 2016',
          description:
            'Desarrollé el portal de reserva de horas médicas con Angular y una API en Java con Spring Boot, integrada con los sistemas de cuatro clínicas. Implementé el control de acceso por roles y el registro de auditoría que exige la normativa sobre datos de salud.',
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
          name: 'Desarrollador de Software',
          date: 'jul. 2015 – feb. 2016',
          description:
            'Creé en Python y Django el sistema de seguimiento de despachos que usan 120 conductores desde el teléfono, con mapas en tiempo real y avisos automáticos a los clientes cuando una entrega se retrasa.',
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
          name: 'Analista Programador',
          date: 'ene. 2014 – jun. 2015',
          description:
            'Mantuve y amplié los servicios en Java del área de créditos de consumo, automaticé la compilación y los despliegues con Jenkins y documenté procesos que antes dependían de una sola persona.',
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
          name: 'Desarrollador Web',
          date: 'mar. 2013 – dic. 2013',
          description:
            'Maqueté y programé más de quince sitios para clientes de turismo, gastronomía y educación con HTML5, CSS y JavaScript, cuidando la accesibilidad y el rendimiento en teléfonos de gama baja.',
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
          name: 'Ayudante de Bases de Datos',
          date: 'mar. 2011 – dic. 2012',
          description:
            'Preparé y dicté laboratorios semanales de SQL y modelamiento de datos para cursos de sesenta estudiantes, corregí proyectos semestrales y publiqué material de apoyo que el departamento sigue usando.',
        },
        {
          name: 'Ayudante de Programación',
          date: 'mar. 2010 – dic. 2010',
          description:
            'Resolví dudas en las horas de consulta, revisé tareas de programación en Python y preparé ejercicios guiados para los estudiantes de primer año.',
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
      title: 'Magíster en Ingeniería de Software',
      origin: 'Universidad del Valle Central',
      description:
        'Tesis sobre la observabilidad de sistemas distribuidos: cómo reducir el tiempo de detección de fallas combinando trazas, métricas y registros. Aprobada con distinción máxima.',
      isOpen: true,
    },
    {
      date: '2018',
      title: 'Diplomado en Arquitectura de Software',
      origin: 'Instituto Tecnológico Andino',
      description:
        'Patrones de arquitectura, diseño guiado por el dominio, microservicios y mensajería, con un proyecto final sobre la migración gradual de un monolito.',
      isOpen: true,
    },
    {
      date: '2008 – 2013',
      title: 'Ingeniería Civil en Informática',
      origin: 'Universidad Técnica del Pacífico',
      description:
        'Formación en algoritmos, bases de datos, redes e ingeniería de software. Memoria de título: una aplicación móvil para seguir en tiempo real el transporte público de Valparaíso.',
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
    back: 'VOLVER',
    otherLanguage: 'English',
    lastUpdate: 'Última actualización',
    photoAlt: 'Retrato ilustrado de Mateo Salinas',
    certificates: 'Certificaciones',
    newTab: '(se abre en una pestaña nueva)',
    personDescription:
      'Ingeniero de software con más de diez años de experiencia en productos web, pagos y servicios en la nube.',
  },
} satisfies Cv;
