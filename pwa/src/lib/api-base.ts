/** Where the API lives: the same origin as the app (one process serves both). */
export const API_BASE = '/api/v1';
