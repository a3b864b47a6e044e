import { courseDateToIso } from '@/lib/course/dates';

describe('courseDateToIso', () => {
  it('turns dd/mm/yyyy into yyyy-mm-dd', () => {
    expect(courseDateToIso('06/03/2023')).toBe('2023-03-06');
    expect(courseDateToIso('29/02/2024')).toBe('2024-02-29');
  });

  it.each(['2023-03-06', '6/3/2023', '31/04/2023', '29/02/2023', '00/01/2023', '12/13/2023', ''])(
    'rejects %j',
    (text) => {
      expect(courseDateToIso(text)).toBeUndefined();
    },
  );
});
