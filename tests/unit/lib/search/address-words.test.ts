import { addressWords, sectionFolders } from '@/lib/search/address-words';

describe('addressWords', () => {
  const sections = sectionFolders(['/ee', '/ee/tips', '/cv', '/cv/en', '/dev-tips']);

  it('knows the folders that hold pages', () => {
    expect(sections).toEqual(['ee', 'cv']);
  });

  it('keeps the words of the address, not the folders of the site or the sub-path', () => {
    expect(addressWords('/ee/conditionals', '', sections)).toBe('conditionals');
    expect(addressWords('/site/ee/phrasal-Verbs.html', '/site', sections)).toBe('phrasal verbs');
    expect(addressWords('/reuni%C3%B3n_2020', '', sections)).toBe('reunión 2020');
    expect(addressWords('/ee', '', sections)).toBe('ee');
    expect(addressWords('/', '', sections)).toBe('');
  });
});
