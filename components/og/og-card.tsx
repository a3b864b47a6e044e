import { previewText } from '@/lib/og';

export interface OgCardProps {
  /** The page's heading. */
  heading: string;
  description: string;
  /** Site name and role, top left. */
  siteName: string;
  role: string;
  /** Host name shown at the bottom, e.g. www.example.com. */
  host: string;
  /** The section the page belongs to ('English', 'CV', ...), top right; none for others. */
  section?: string;
}

/**
 * The link-preview picture of a page (1200 x 630), drawn at build time by next/og. Only
 * flexbox and inline styles: the renderer supports a subset of CSS and no class names.
 * The site's calm palette: slate ground, one brand-blue accent.
 */
export function OgCard({ heading, description, siteName, role, host, section }: OgCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #0f172a 0%, #1e293b 60%, #183bad 140%)',
        color: '#f8fafc',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div
            style={{
              width: 64,
              height: 64,
              borderRadius: 16,
              background: '#337cfc',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 34,
              color: '#ffffff',
            }}
          >
            {siteName
              .split(/\s+/)
              .map((word) => word[0])
              .join('')
              .slice(0, 2)}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <span style={{ fontSize: 30 }}>{siteName}</span>
            <span style={{ fontSize: 24, color: '#94a3b8' }}>{role}</span>
          </div>
        </div>
        {section ? (
          <span
            style={{
              fontSize: 24,
              color: '#bcdaff',
              border: '2px solid #337cfc',
              borderRadius: 999,
              padding: '8px 24px',
            }}
          >
            {section}
          </span>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <span style={{ fontSize: heading.length > 28 ? 64 : 80, lineHeight: 1.1 }}>{heading}</span>
        <span style={{ fontSize: 30, lineHeight: 1.4, color: '#cbd5e1', maxWidth: 1000 }}>
          {previewText(description)}
        </span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 48, height: 6, borderRadius: 3, background: '#337cfc' }} />
        <span style={{ fontSize: 24, color: '#94a3b8' }}>{host}</span>
      </div>
    </div>
  );
}
