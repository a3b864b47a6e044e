import { todoTexts } from '@/content/todo';
import { todoFormTexts } from '@/content/todo-form';

describe('to-do texts', () => {
  it('uses the SPEC texts', () => {
    expect(todoTexts.subtitle).toBe('Gestiona tus tareas fácilmente sin internet.');
    expect(todoFormTexts.modalTitle).toBe('Agregar nueva tarea');
    expect([todoFormTexts.titleLabel, todoFormTexts.descriptionLabel]).toEqual([
      'Título',
      'Descripción',
    ]);
    expect([todoFormTexts.close, todoFormTexts.add]).toEqual(['Cerrar', 'Agregar']);
    expect([todoTexts.listHeading, todoTexts.complete, todoTexts.delete]).toEqual([
      'Tareas',
      'Completar',
      'Eliminar',
    ]);
  });

  it('has the exact duplicate-title alert of SPEC §8', () => {
    expect(todoFormTexts.errors.duplicateTitle).toBe(
      'El título de la tarea ya existe. Por favor, introduce un título diferente.',
    );
  });

  it('formats the date line and the counters', () => {
    expect(todoTexts.when('2024-05-01', '10:30')).toBe('Fecha: 2024-05-01 | Hora: 10:30');
    expect(todoFormTexts.counter(12, 50)).toBe('12/50 caracteres');
    expect(todoTexts.summary(1, 0)).toBe('1 tarea, 0 completadas');
    expect(todoTexts.summary(3, 1)).toBe('3 tareas, 1 completada');
  });
});
