import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The platform's own SQL migrations (roles, auth schema...), applied before the product's. */
export const platformMigrationsDir = dirname(fileURLToPath(import.meta.url));
