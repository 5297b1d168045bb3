// Browser tests use Debian's Chromium (test tools cannot download browsers here). Installs it with
// apt when it is missing and we are root; otherwise says how, and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package…`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM_PATH}.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at another Chromium binary.',
    );
    process.exit(1);
  }
}
