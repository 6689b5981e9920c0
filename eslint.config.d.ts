import type { Linter } from 'eslint';

/** What eslint.config.js exports, for the test that lints the back end's imports against its boundary rule. */
export declare const FEATURE_DEPENDENCIES: Readonly<Record<string, readonly string[]>>;
export declare const FUNCTIONS_BOUNDARIES: Linter.Config;
/** The rule that the back end reads the time from functions/common/clock.ts only. */
export declare const FUNCTIONS_CLOCK: Linter.Config;
declare const config: Linter.Config[];
export default config;
