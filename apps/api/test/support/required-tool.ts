/**
 * Whether a test may skip a check because a system tool is missing. On a developer's machine a
 * missing tool skips its checks (saying so); under CI (`CI=true`, as `.ci/run` sets it, after
 * installing every tool) a missing tool is a broken runner, so it fails the run instead of
 * quietly testing less.
 */
export function toolMissing(tool: string, debianPackage: string): boolean {
  if (process.env.CI === 'true') {
    throw new Error(`${tool} is not installed (apt-get install -y ${debianPackage}); CI runs every check, so it must be.`);
  }
  console.warn(`${tool} is not installed (apt-get install -y ${debianPackage}); its checks are skipped.`);
  return true;
}
