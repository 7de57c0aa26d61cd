/** The connection string in use (DATABASE_URL or the embedded server's), for the few raw pg clients. */
export const DATABASE_URL = Symbol('DATABASE_URL');
