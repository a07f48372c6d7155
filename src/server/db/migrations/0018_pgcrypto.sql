-- Codes of serial and password batches are drawn from pgcrypto's gen_random_bytes (strong random,
-- 128 codes a call; see src/server/campaigns/batches/code-generation.ts). PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pgcrypto;
