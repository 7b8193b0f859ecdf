// Writes each Jest run's totals to <project>/.test-results.json; `npm test` adds them up.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }
  onRunComplete(_contexts, results) {
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    writeFileSync(join(this.rootDir, '.test-results.json'), JSON.stringify(summary) + '\n');
  }
}
module.exports = SummaryReporter;
