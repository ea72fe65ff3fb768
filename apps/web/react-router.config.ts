import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // GFJ_BUILD_DIR builds elsewhere, e.g. to measure a change without replacing the build a running
  // server (or a benchmark) is serving.
  buildDirectory: process.env.GFJ_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
