/**
 * Resources of the university database course (/web-bd), unit by unit. Each file links
 * to the course's file host; `date` is the last update, dd/mm/yyyy.
 */
export interface CourseFile {
  name: string;
  url: string;
  /** Last update, dd/mm/yyyy. */
  date: string;
}

export interface CourseUnit {
  name: string;
  files: readonly CourseFile[];
}

/** Where the course documents are published. Change it to move every link at once. */
export const courseFilesHost = 'https://files.example.com/bases-de-datos';

const file = (name: string, path: string, date: string): CourseFile => ({
  name,
  url: `${courseFilesHost}/${path}`,
  date,
});

export const courseTexts = {
  intro:
    'Material de la asignatura Bases de Datos, unidad por unidad: apuntes, presentaciones, guías de ejercicios con sus soluciones y scripts SQL. Pulsa una unidad para ver sus archivos.',
  updated: 'Actualizado el',
  fileCount: (n: number) => `${n} ${n === 1 ? 'archivo' : 'archivos'}`,
} as const;

export const courseUnits: readonly CourseUnit[] = [
  {
    name: 'Unidad 1: Introducción a las bases de datos',
    files: [
      file(
        'Programa de la asignatura y calendario de evaluaciones',
        'unidad-1/programa-y-calendario.pdf',
        '06/03/2023',
      ),
      file(
        'Apuntes: datos, información y sistemas gestores de bases de datos',
        'unidad-1/apuntes-introduccion-sgbd.pdf',
        '06/03/2023',
      ),
      file(
        'Presentación: arquitectura ANSI/SPARC de tres niveles',
        'unidad-1/arquitectura-ansi-sparc.pdf',
        '08/03/2023',
      ),
      file(
        'Guía de ejercicios 1: conceptos básicos',
        'unidad-1/guia-ejercicios-1.pdf',
        '10/03/2023',
      ),
    ],
  },
  {
    name: 'Unidad 2: Modelo entidad-relación',
    files: [
      file(
        'Apuntes: entidades, atributos y relaciones',
        'unidad-2/apuntes-modelo-er.pdf',
        '13/03/2023',
      ),
      file(
        'Presentación: cardinalidad y participación',
        'unidad-2/cardinalidad-y-participacion.pdf',
        '15/03/2023',
      ),
      file(
        'Presentación: modelo ER extendido, generalización y especialización',
        'unidad-2/modelo-er-extendido.pdf',
        '20/03/2023',
      ),
      file(
        'Guía de ejercicios 2: diagramas entidad-relación',
        'unidad-2/guia-ejercicios-2.pdf',
        '22/03/2023',
      ),
      file(
        'Solución de la guía de ejercicios 2',
        'unidad-2/solucion-guia-ejercicios-2.pdf',
        '29/03/2023',
      ),
    ],
  },
  {
    name: 'Unidad 3: Modelo relacional y normalización',
    files: [
      file(
        'Apuntes: relaciones, claves y restricciones de integridad',
        'unidad-3/apuntes-modelo-relacional.pdf',
        '03/04/2023',
      ),
      file(
        'Presentación: paso del modelo entidad-relación al relacional',
        'unidad-3/paso-er-a-relacional.pdf',
        '05/04/2023',
      ),
      file(
        'Apuntes: dependencias funcionales y formas normales (1FN a FNBC)',
        'unidad-3/dependencias-y-formas-normales.pdf',
        '12/04/2023',
      ),
      file('Guía de ejercicios 3: normalización', 'unidad-3/guia-ejercicios-3.pdf', '14/04/2023'),
      file(
        'Solución de la guía de ejercicios 3',
        'unidad-3/solucion-guia-ejercicios-3.pdf',
        '21/04/2023',
      ),
    ],
  },
  {
    name: 'Unidad 4: Álgebra relacional',
    files: [
      file(
        'Apuntes: selección, proyección y operaciones de conjuntos',
        'unidad-4/apuntes-algebra-relacional.pdf',
        '24/04/2023',
      ),
      file(
        'Presentación: reunión natural, reunión externa y división',
        'unidad-4/reunion-y-division.pdf',
        '26/04/2023',
      ),
      file(
        'Guía de ejercicios 4: consultas en álgebra relacional',
        'unidad-4/guia-ejercicios-4.pdf',
        '28/04/2023',
      ),
    ],
  },
  {
    name: 'Unidad 5: Lenguaje SQL',
    files: [
      file(
        'Apuntes: definición de datos con CREATE, ALTER y DROP',
        'unidad-5/apuntes-sql-ddl.pdf',
        '08/05/2023',
      ),
      file(
        'Apuntes: consultas con SELECT, JOIN y GROUP BY',
        'unidad-5/apuntes-sql-consultas.pdf',
        '10/05/2023',
      ),
      file(
        'Presentación: subconsultas, vistas e índices',
        'unidad-5/subconsultas-vistas-indices.pdf',
        '17/05/2023',
      ),
      file(
        'Script SQL de la base de datos de ejemplo (biblioteca)',
        'unidad-5/biblioteca.sql',
        '17/05/2023',
      ),
      file('Guía de ejercicios 5: consultas SQL', 'unidad-5/guia-ejercicios-5.pdf', '19/05/2023'),
      file(
        'Solución de la guía de ejercicios 5',
        'unidad-5/solucion-guia-ejercicios-5.sql',
        '26/05/2023',
      ),
    ],
  },
  {
    name: 'Unidad 6: Transacciones, concurrencia y recuperación',
    files: [
      file(
        'Apuntes: transacciones y propiedades ACID',
        'unidad-6/apuntes-transacciones-acid.pdf',
        '05/06/2023',
      ),
      file(
        'Presentación: control de concurrencia, bloqueos y niveles de aislamiento',
        'unidad-6/control-de-concurrencia.pdf',
        '07/06/2023',
      ),
      file(
        'Presentación: recuperación ante fallos, registro y puntos de control',
        'unidad-6/recuperacion-ante-fallos.pdf',
        '14/06/2023',
      ),
      file(
        'Guía de ejercicios 6: planificaciones y serializabilidad',
        'unidad-6/guia-ejercicios-6.pdf',
        '16/06/2023',
      ),
    ],
  },
];
