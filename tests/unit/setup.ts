import '@testing-library/jest-dom';

// A browser that runs scripts does not show a <noscript>'s content; jsdom has no such
// rule in its default styles, and reads that content as text when it comes as HTML, so
// names computed here would include it.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = 'noscript { display: none; }';
  document.head.append(style);
}
