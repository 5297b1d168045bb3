// Debian's Chromium and the flags it needs on this kind of machine (no browser downloads here).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.nl 127.0.0.1, MAP *.be 127.0.0.1, MAP *.uk 127.0.0.1',
];
