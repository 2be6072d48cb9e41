// A Vitest reporter that closes a run with its ten slowest test files, so a file that grows slow
// is seen on the run that made it so (the suite's time is a budget: README, Tests).

const SHOWN = 10;

/** @implements {import('vitest/reporters').Reporter} */
export default class SlowestFilesReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const files = testModules
      .map((module) => {
        const { duration, collectDuration, setupDuration } = module.diagnostic();
        return {
          project: module.project.name,
          file: module.relativeModuleId,
          seconds: (duration + collectDuration + setupDuration) / 1000,
        };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const lines = files.map(
      ({ project, file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${project.padEnd(7)} ${file}`,
    );
    console.info(`\nSlowest test files (tests, hooks and import):\n${lines.join('\n')}\n`);
  }
}
