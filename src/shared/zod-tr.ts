import { z } from 'zod';
import { tr } from 'zod/locales';

// Default validation messages in Turkish, on both sides (only this locale is bundled).
z.config(tr());

export { z };
