/** Text of /linktree; its heading comes from content/routes.ts. */
export const linktree = {
  text: 'WIP',
} as const;
