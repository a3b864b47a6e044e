import { displayUrl, parseCvDate } from '@/lib/cv/format';

describe('parseCvDate', () => {
  it('reads dd-MM-yyyy as day first', () => {
    expect(parseCvDate('08-04-2023')).toEqual({ iso: '2023-04-08', display: '08-04-2023' });
    expect(parseCvDate(' 31-12-2022 ')).toEqual({ iso: '2022-12-31', display: '31-12-2022' });
  });

  it('rejects other formats and impossible dates', () => {
    expect(parseCvDate('2023-04-08')).toBeUndefined();
    expect(parseCvDate('04/08/2023')).toBeUndefined();
    expect(parseCvDate('31-02-2023')).toBeUndefined();
    expect(parseCvDate('')).toBeUndefined();
  });
});

describe('displayUrl', () => {
  it('drops the protocol, www. and the trailing slash', () => {
    expect(displayUrl('https://www.example.com/')).toBe('example.com');
    expect(displayUrl('https://github.com/example')).toBe('github.com/example');
    expect(displayUrl('http://www.w3.org/Style/CSS/')).toBe('w3.org/Style/CSS');
  });

  it('shows an e-mail address without mailto:', () => {
    expect(displayUrl('mailto:mateo@example.com')).toBe('mateo@example.com');
  });
});
