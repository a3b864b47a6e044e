import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          200: '#bcdaff',
          300: '#8ec3ff',
          400: '#59a1ff',
          500: '#337cfc',
          600: '#1d5df1',
          700: '#1547d6',
          800: '#183bad',
          900: '#1a3788',
          950: '#152353',
        },
      },
      maxWidth: { content: '72rem' },
      // 2048: tiles grow in when they appear and pop when two merge, after the slide.
      // Here rather than in a CSS module, which would be a second render-blocking
      // stylesheet request on that page.
      keyframes: {
        'tile-appear': {
          from: { opacity: '0', transform: 'scale(0)' },
          to: { opacity: '1', transform: 'scale(1)' },
        },
        'tile-pop': {
          '0%': { transform: 'scale(0)' },
          '55%': { transform: 'scale(1.18)' },
          '100%': { transform: 'scale(1)' },
        },
      },
      animation: {
        'tile-appear': 'tile-appear 180ms ease-out 110ms backwards',
        'tile-pop': 'tile-pop 200ms ease-out 110ms backwards',
      },
    },
  },
};

export default config;
