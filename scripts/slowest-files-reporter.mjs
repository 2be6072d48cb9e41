// A Vitest reporter that closes a run with its ten slowest test files and each project's summed
// file time, so a file that grows slow is seen on the run that made it so (the suite's time is a
// budget: README, Tests).

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
      .sort((a, b) => b.seconds - a.seconds);
    if (files.length === 0) return;
    const lines = files
      .slice(0, SHOWN)
      .map(({ project, file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${project.padEnd(7)} ${file}`);
    const totals = new Map();
    for (const { project, seconds } of files) totals.set(project, (totals.get(project) ?? 0) + seconds);
    const totalLines = [...totals].map(([project, seconds]) => `  ${seconds.toFixed(0).padStart(7)} s  ${project}`);
    console.info(`\nSlowest test files (tests, hooks and import):\n${lines.join('\n')}\n`);
    console.info(
      `Summed file time by project (files run side by side, so this exceeds the wall time):\n${totalLines.join('\n')}\n`,
    );
  }
}
