/**
 * The portal's version, shown in the footer and the sign-in page, answered by /health and named
 * in the OpenAPI document. It follows package.json's (version.test.ts fails a release that bumps
 * one and not the other). The client's persisted query cache is busted by this version and the
 * build (client lib/config.ts), so a deploy never restores answers of another build's shape.
 */
export const APP_VERSION = '1.0.16';
