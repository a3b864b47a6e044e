/** Texts of the local to-do list (/local-todolist), in Spanish. */
export const todoTexts = {
  subtitle: 'Gestiona tus tareas fácilmente sin internet.',
  addButtonLabel: 'Agregar nueva tarea',
  listHeading: 'Tareas',
  complete: 'Completar',
  delete: 'Eliminar',
  /** Shown while the saved tasks are read (and, without JavaScript, never replaced). */
  loading: 'Cargando tareas…',
  noScript: 'La lista de tareas necesita JavaScript: actívalo para agregar y ver tus tareas.',
  /** The list's code could not be fetched (the connection dropped as the page loaded). */
  loadFailed:
    'No se pudo cargar la lista: revisa tu conexión y vuelve a cargar la página. Tus tareas siguen guardadas.',
  /** + could not fetch the dialog (offline before the page had ever fetched it). */
  formLoadFailed:
    'No se pudo abrir el formulario para agregar tareas: revisa tu conexión y vuelve a cargar la página. Tus tareas siguen guardadas.',
  empty: 'No hay tareas todavía. Pulsa el botón + para agregar la primera.',
  completedBadge: 'Completada',
  deletingBadge: 'Eliminando…',
  /** Shown on a task while its deletion can still be undone. */
  pendingDeleteBadge: 'Se eliminará en unos segundos',
  undo: 'Deshacer',
  /** Screen-reader summary of the list, e.g. '3 tareas, 1 completada'. */
  summary: (total: number, completed: number) =>
    `${total} ${total === 1 ? 'tarea' : 'tareas'}, ${completed} ${completed === 1 ? 'completada' : 'completadas'}`,
  /** 'Fecha: 2024-05-01 | Hora: 10:30' */
  when: (date: string, time: string) => `Fecha: ${date} | Hora: ${time}`,
  announcements: {
    added: (title: string) => `Tarea «${title}» agregada.`,
    completed: (title: string) => `Tarea «${title}» completada.`,
    deleted: (title: string) =>
      `Tarea «${title}» eliminada. Pulsa «Deshacer» en los próximos segundos para recuperarla.`,
    undone: (title: string) => `Tarea «${title}» recuperada.`,
    /** Added after a change this browser could not save (its storage is full). */
    notSaved:
      'No se pudo guardar en este navegador: se perderá al cerrar la página. Exporta tus datos desde la página «Your data» y libera espacio.',
  },
} as const;
