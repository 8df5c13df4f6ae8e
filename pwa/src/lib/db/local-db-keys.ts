/** The id of the user whose offline database this device holds (wiped when another signs in). */
export const LAST_USER_KEY = 'kalam-local-db-user';

/**
 * Which collections finished their first replication on this device, and for whom
 * (`{ userId, collections }`): from then on the screens read them locally (decision 147).
 */
export const REPLICATED_KEY = 'kalam-local-db-replicated';
