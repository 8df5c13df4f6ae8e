/** The id of the user whose offline database this device holds (wiped when another signs in). */
export const LAST_USER_KEY = 'kalam-local-db-user';
