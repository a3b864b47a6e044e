import { render } from '@testing-library/react';
import { AttachSkillLogos } from '@/components/cv/attach-skill-logos';
import { SPRITE_HREF } from '@/components/cv/sprite-href';

describe('AttachSkillLogos', () => {
  it('moves each logo address to href once mounted, and leaves other <use> elements alone', () => {
    document.body.innerHTML = `
      <svg><use ${SPRITE_HREF}="/assets/skill-logos.svg#react"></use></svg>
      <svg><use ${SPRITE_HREF}="/assets/skill-logos.svg#go"></use></svg>
      <svg><use href="#other"></use></svg>`;
    const uses = [...document.querySelectorAll('use')];
    expect(uses.map((use) => use.getAttribute('href'))).toEqual([null, null, '#other']);

    const { container } = render(<AttachSkillLogos />);
    expect(container).toBeEmptyDOMElement();
    expect(uses.map((use) => use.getAttribute('href'))).toEqual([
      '/assets/skill-logos.svg#react',
      '/assets/skill-logos.svg#go',
      '#other',
    ]);
  });
});
