export const linktree = {
  heading: 'Software Engineering Manager',
  text: 'WIP',
} as const;
