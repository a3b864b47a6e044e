import { parseCvDate } from '@/lib/cv/date';
import { displayUrl, formatPeriod } from '@/lib/cv/format';

describe('parseCvDate', () => {
  it('reads dd-MM-yyyy as day first and names the month in each language', () => {
    expect(parseCvDate('08-04-2023', 'en')).toEqual({ iso: '2023-04-08', display: 'April 2023' });
    expect(parseCvDate('08-04-2023', 'es')).toEqual({
      iso: '2023-04-08',
      display: 'abril de 2023',
    });
    expect(parseCvDate(' 31-12-2022 ', 'en')).toEqual({
      iso: '2022-12-31',
      display: 'December 2022',
    });
  });

  it('rejects other formats and impossible dates', () => {
    for (const text of ['2023-04-08', '04/08/2023', '31-02-2023', ''])
      expect(parseCvDate(text, 'en')).toBeUndefined();
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

describe('formatPeriod', () => {
  const words = {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    present: 'Present',
  };

  it('names the months of both ends, or the open end', () => {
    expect(formatPeriod({ from: '2021-03', to: '2021-12' }, words)).toBe('Mar 2021 – Dec 2021');
    expect(formatPeriod({ from: '2022-01' }, words)).toBe('Jan 2022 – Present');
  });

  it('stops on a month that is not yyyy-MM', () => {
    expect(() => formatPeriod({ from: '2021-13' }, words)).toThrow(/2021-13/);
    expect(() => formatPeriod({ from: 'March 2021' }, words)).toThrow(/yyyy-MM/);
  });
});
