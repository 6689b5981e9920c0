// A vitest reporter that writes the run's unhandled errors to the file named by WAW_UNHANDLED_ERRORS_FILE: vitest's
// JSON report leaves them out, and the test command counts each one as a failure.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const messages = unhandledErrors.map((error) =>
      error instanceof Object && 'message' in error ? String(error.message) : String(error),
    );
    writeFileSync(process.env.WAW_UNHANDLED_ERRORS_FILE, JSON.stringify(messages));
  }
}
