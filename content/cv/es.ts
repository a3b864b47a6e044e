/**
 * The CV's words in Spanish (the default language, /cv).
 *
 * SAMPLE DATA about a fictional engineer: the owner replaces it with their own CV.
 * Employers, periods, tags, studies' institutions and skills are written once in
 * facts.ts; this file holds one entry per employer, position and study there, in the
 * same order, as en.ts does.
 */
import type { CvTexts } from './types';

export const cvEs = {
  lang: 'es',
  aboutHeading: 'Sobre mí',
  about:
    'Soy ingeniero de software con más de diez años de experiencia construyendo productos web, desde sitios para pequeñas empresas hasta plataformas de pagos que procesan millones de transacciones al mes. Me muevo con comodidad entre el frontend y el backend, y hoy lidero equipos que entregan software confiable, accesible y fácil de mantener. Creo en el código claro, en las pruebas automatizadas y en la documentación que alguien realmente lee. En mi tiempo libre enseño inglés técnico a desarrolladores hispanohablantes y programo pequeños juegos para aprender cosas nuevas.',
  contactHeading: 'Contacto',
  followHeading: 'Sígueme',
  experienceHeading: 'Experiencia',
  studiesHeading: 'Formación',
  skillsHeading: 'Habilidades',
  profession: 'Ingeniero de Software',
  /** One entry per employer of facts.ts, in its order: the words of each position. */
  experiences: [
    // Cordillera Pagos
    [
      {
        name: 'Gerente de Ingeniería',
        description:
          'Lidero dos equipos de once personas que construyen la plataforma de pagos con tarjeta y transferencias para comercios de Chile y Perú. Defino la hoja de ruta técnica junto a producto, acompaño el crecimiento de cada persona con reuniones uno a uno y planes de carrera, y reduje el tiempo de entrega de nuevas funcionalidades de tres semanas a cinco días.',
      },
      {
        name: 'Ingeniero de Software Principal',
        description:
          'Diseñé la migración del monolito de conciliación a servicios en Node.js y TypeScript sobre Kubernetes, sin detener la operación. Introduje pruebas de contrato y despliegues canary que redujeron en un 60 % los incidentes en producción.',
      },
    ],
    // Nimbo Cloud
    [
      {
        name: 'Ingeniero Backend Senior',
        description:
          'Desarrollé en Go la API de facturación y medición de consumo de una plataforma de infraestructura con más de 4.000 clientes. Modelé los eventos de uso sobre Apache Kafka y PostgreSQL, automaticé la infraestructura con Terraform y participé en los turnos de guardia del equipo.',
      },
    ],
    // Mercado Austral
    [
      {
        name: 'Desarrollador Frontend Senior',
        description:
          'Lideré la reescritura del proceso de pago en React y Redux, que aumentó en un 18 % la conversión en teléfonos móviles. Creé la biblioteca de componentes que comparten cuatro equipos y guie a tres desarrolladores junior.',
      },
      {
        name: 'Desarrollador Frontend',
        description:
          'Construí las páginas de catálogo y búsqueda con renderizado en el servidor, optimicé las imágenes y la carga diferida, y llevé la cobertura de pruebas con Jest del 20 % al 75 %.',
      },
    ],
    // Salud Conecta
    [
      {
        name: 'Desarrollador Full Stack',
        description:
          'Desarrollé el portal de reserva de horas médicas con Angular y una API en Java con Spring Boot, integrada con los sistemas de cuatro clínicas. Implementé el control de acceso por roles y el registro de auditoría que exige la normativa sobre datos de salud.',
      },
    ],
    // Transportes Pehuén
    [
      {
        name: 'Desarrollador de Software',
        description:
          'Creé en Python y Django el sistema de seguimiento de despachos que usan 120 conductores desde el teléfono, con mapas en tiempo real y avisos automáticos a los clientes cuando una entrega se retrasa.',
      },
    ],
    // Banco del Litoral
    [
      {
        name: 'Analista Programador',
        description:
          'Mantuve y amplié los servicios en Java del área de créditos de consumo, automaticé la compilación y los despliegues con Jenkins y documenté procesos que antes dependían de una sola persona.',
      },
    ],
    // Agencia Colibrí
    [
      {
        name: 'Desarrollador Web',
        description:
          'Maqueté y programé más de quince sitios para clientes de turismo, gastronomía y educación con HTML5, CSS y JavaScript, cuidando la accesibilidad y el rendimiento en teléfonos de gama baja.',
      },
    ],
    // Universidad Técnica del Pacífico
    [
      {
        name: 'Ayudante de Bases de Datos',
        description:
          'Preparé y dicté laboratorios semanales de SQL y modelamiento de datos para cursos de sesenta estudiantes, corregí proyectos semestrales y publiqué material de apoyo que el departamento sigue usando.',
      },
      {
        name: 'Ayudante de Programación',
        description:
          'Resolví dudas en las horas de consulta, revisé tareas de programación en Python y preparé ejercicios guiados para los estudiantes de primer año.',
      },
    ],
  ],
  /** One entry per study of facts.ts, in its order. */
  studies: [
    {
      title: 'Magíster en Ingeniería de Software',
      description:
        'Tesis sobre la observabilidad de sistemas distribuidos: cómo reducir el tiempo de detección de fallas combinando trazas, métricas y registros. Aprobada con distinción máxima.',
    },
    {
      title: 'Diplomado en Arquitectura de Software',
      description:
        'Patrones de arquitectura, diseño guiado por el dominio, microservicios y mensajería, con un proyecto final sobre la migración gradual de un monolito.',
    },
    {
      title: 'Ingeniería Civil en Informática',
      description:
        'Formación en algoritmos, bases de datos, redes e ingeniería de software. Memoria de título: una aplicación móvil para seguir en tiempo real el transporte público de Valparaíso.',
    },
  ],
  /** Position periods: month names (January first) and the word for an open end. */
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
    otherLanguage: 'English version',
    print: 'Imprimir / PDF',
    lastUpdate: 'Última actualización',
    photoAlt: 'Retrato ilustrado de Mateo Salinas',
    certificates: 'Certificaciones',
    personDescription:
      'Ingeniero de software con más de diez años de experiencia en productos web, pagos y servicios en la nube.',
  },
} satisfies CvTexts;
