import type { Config } from '../config.js';
import type { Db } from '../db/sql.js';
import type { TokenService } from './tokens.js';

export interface AuthDeps {
  db: Db;
  config: Config;
  tokens: TokenService;
  /** Wakes the notification worker after a message was queued. */
  kickNotifications: () => void;
}
