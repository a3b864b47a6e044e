import { addressWords, addressWordsScript, sectionFolders } from '@/lib/search/address-words';

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

describe('addressWordsScript', () => {
  const sections = ['ee', 'cv'];
  const run = (path: string, typed = '') => {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<input id="box" value="${typed}">`;
    new Function(addressWordsScript('box', '/site', sections))();
    return (document.getElementById('box') as HTMLInputElement).value;
  };

  it('fills the box with the words addressWords finds, as the page is parsed', () => {
    expect(run('/site/ee/phrasal-Verbs.html')).toBe('phrasal verbs');
    expect(run('/site/reuni%C3%B3n_2020')).toBe(
      addressWords('/site/reuni%C3%B3n_2020', '/site', sections),
    );
  });

  it('leaves what the visitor typed', () => {
    expect(run('/site/ee/conditionals', 'modal')).toBe('modal');
  });
});
