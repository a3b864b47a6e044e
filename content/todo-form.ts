/**
 * Texts of the to-do list's 'Agregar nueva tarea' dialog (/local-todolist), in Spanish.
 * Apart from the list's texts (content/todo.ts) because the dialog loads on demand.
 */
export const todoFormTexts = {
  modalTitle: 'Agregar nueva tarea',
  closeWindowLabel: 'Cerrar ventana',
  titleLabel: 'Título',
  titlePlaceholder: 'Por ejemplo: Preparar la reunión del lunes',
  descriptionLabel: 'Descripción',
  descriptionPlaceholder: 'Qué hay que hacer y cualquier detalle útil',
  close: 'Cerrar',
  add: 'Agregar',
  /** Under the form while 'Agregar' is disabled: why. */
  missing: {
    both: 'Escribe un título y una descripción para poder agregar la tarea.',
    title: 'Escribe un título para poder agregar la tarea.',
    description: 'Escribe una descripción para poder agregar la tarea.',
  },
  counter: (length: number, max: number) => `${length}/${max} caracteres`,
  errors: {
    titleRequired: 'Escribe un título para la tarea.',
    titleTooLong: 'El título puede tener como máximo 50 caracteres.',
    descriptionRequired: 'Escribe una descripción para la tarea.',
    descriptionTooLong: 'La descripción puede tener como máximo 200 caracteres.',
    duplicateTitle: 'El título de la tarea ya existe. Por favor, introduce un título diferente.',
  },
} as const;
