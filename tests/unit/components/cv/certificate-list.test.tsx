import { render, screen } from '@testing-library/react';
import { CertificateList } from '@/components/cv/certificate-list';

describe('CertificateList', () => {
  it('renders nothing when there are no certificates', () => {
    const { container } = render(
      <CertificateList title="Certifications" certificates={[]} lang="en" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lists certificates, linking those that have a link', () => {
    render(
      <CertificateList
        title="Certifications"
        lang="en"
        certificates={[
          {
            name: 'Cloud Architect',
            origin: 'Cloud Co',
            date: '2022',
            link: 'https://example.com/cert',
          },
          { name: 'Scrum Master', origin: 'Agile Org', date: '2020' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Certifications' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Cloud Architect (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://example.com/cert');
    expect(screen.getByText('Scrum Master')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
