/** Where the e2e tests serve the built site. */
export const E2E = {
  port: 4173,
  baseUrl: 'http://127.0.0.1:4173',
} as const;
