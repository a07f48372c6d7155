import { z } from 'zod';

// Default validation messages in Turkish, on both sides (zod 4 ships a Turkish locale).
z.config(z.locales.tr());

export { z };
