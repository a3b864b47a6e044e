import { fold } from '@/lib/fold';

describe('fold', () => {
  it('drops accents and case, and keeps the rest', () => {
    expect(fold('¿Cómo ESTÁS?')).toBe('¿como estas?');
    expect(fold('Flabébé  ')).toBe('flabebe  ');
    expect(fold('n\u0303andu\u0301')).toBe('nandu');
    expect(fold('Año 🚀')).toBe('ano 🚀');
  });
});
