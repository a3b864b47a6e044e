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
    },
  },
};

export default config;
