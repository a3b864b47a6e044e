import type { NextConfig } from 'next';

/**
 * Set NEXT_PUBLIC_BASE_PATH (for example `/my-site`) at build time to deploy the
 * export under a sub-path, such as a GitHub Pages project site.
 */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH?.replace(/\/+$/, '') ?? '';

const nextConfig: NextConfig = {
  output: 'export',
  basePath: basePath || undefined,
  images: { unoptimized: true },
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  // A build whose very sources were just type-checked skips Next's own TypeScript run
  // (`BUILD_TYPES_CHECKED=1`): `npm test`'s builds, after its typecheck, and the owner
  // swap's, after its `tsc`. Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
};

export default nextConfig;
