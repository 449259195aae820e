/// <reference types="@capacitor/push-notifications" />
import type { CapacitorConfig } from '@capacitor/cli';

// The Android and iOS shells around the web app (README "Phone apps", decision 013). They carry the build of
// `npm run build:native`, which calls the API on VITE_API_ORIGIN with bearer tokens; the server must list the
// shells' own origins in CORS_ORIGINS (capacitor://localhost on iOS, https://localhost on Android).
const config: CapacitorConfig = {
  appId: 'app.tidysteps',
  appName: 'Tidy Steps',
  // Its own folder, so a shell build never replaces the web build that the server serves from dist.
  webDir: 'dist-native',
  backgroundColor: '#ffffff',
  server: {
    // https (Android) and capacitor (iOS) on localhost: a secure context for the pages, and the two origins
    // that CORS_ORIGINS allows by default.
    hostname: 'localhost',
    androidScheme: 'https',
    iosScheme: 'capacitor',
    // Production: no plain-http traffic; external links open in the phone's browser, not in the app.
    cleartext: false,
  },
  android: {
    allowMixedContent: false,
  },
  ios: {
    contentInset: 'automatic',
  },
  plugins: {
    PushNotifications: {
      // A notification that arrives while the app is open still shows, with its sound and badge.
      presentationOptions: ['badge', 'sound', 'banner', 'list'],
    },
  },
};

export default config;
