// `npm test` starts here: its browser and cluster suites run Debian's chromium, postgresql, redis-server and haproxy.
// Without them the suite would run for minutes and then fail; this check takes well under a second and names the one
// command that installs what is missing (`.ci/run` installs them before calling `npm test`).
import { installCommand, TEST_PACKAGES } from './systemPackages.ts';

const install = installCommand(TEST_PACKAGES);
if (install) {
  console.error(
    `npm test needs system packages that are missing. Install them first (as root):\n  apt-get update && ${install}`,
  );
  process.exit(1);
}
