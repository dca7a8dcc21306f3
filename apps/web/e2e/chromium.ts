/** Debian's Chromium and the flags this machine needs (architecture, "Tests"): journeys and benchmarks. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
