/** Set by vite.config.ts (`define`): the build's identity — the git commit it was built from, else the build's time. */
declare const __APP_BUILD__: string;
