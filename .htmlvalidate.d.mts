// The type of .htmlvalidate.mjs, for the tests that give html-validate this configuration (tests/html-validate.ts).
import type { ConfigData } from 'html-validate';

declare const config: ConfigData;
export default config;
