/// <reference types="vite/client" />

// Everything the build takes from its environment into the browser, in full. Vite bundles only VITE_
// variables and whatever it bundles anyone can read: nothing secret may ever be named VITE_.
interface ImportMetaEnv {
  /**
   * The API server the phone shell talks to, e.g. https://tidy.example.com (npm run build:native).
   * Unset in the web build, which calls its own origin with the session cookie.
   */
  readonly VITE_API_ORIGIN?: string;
}
