import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The e2e harness builds into its own folder so it never races a running `npm start`.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
