import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../../capacitor.config';
import { isNativeShell, nativePlatform } from './platform';

// The phone shells cannot be built here (no Android or iOS SDK), so their configuration and the build
// step they rely on are checked as far as this machine allows (README "Phone apps").

const webRoot = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

describe('capacitor.config.ts', () => {
  it('names the app and carries the shell build', () => {
    expect(config.appName).toBe('Tidy Steps');
    // An Android application id and an iOS bundle id at once: dotted, each part starting with a letter.
    expect(config.appId).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
    const scripts = (
      JSON.parse(readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['build:native']).toContain(`--outDir ${config.webDir}`);
    expect(scripts['build:native']).toMatch(/^node scripts\/require-api-origin\.mjs && /);
    expect(config.webDir).not.toBe('dist');
  });

  it('serves the pages from the two origins the server allows by default (CORS_ORIGINS)', () => {
    const { server } = config;
    expect(server?.url).toBeUndefined();
    expect(server?.cleartext).toBe(false);
    const origins = [`${server?.iosScheme}://${server?.hostname}`, `${server?.androidScheme}://${server?.hostname}`];
    expect(origins).toEqual(['capacitor://localhost', 'https://localhost']);
    expect(config.android?.allowMixedContent).toBe(false);
  });

  it('shows push notifications that arrive while the app is open', () => {
    expect(config.plugins?.PushNotifications?.presentationOptions).toEqual(
      expect.arrayContaining(['sound', 'banner', 'list']),
    );
  });
});

describe('build:native', () => {
  const check = (origin: string | undefined) => {
    const env = origin === undefined ? {} : { VITE_API_ORIGIN: origin };
    return run(process.execPath, ['scripts/require-api-origin.mjs'], { cwd: webRoot, env }).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );
  };

  it('stops with a clear message when VITE_API_ORIGIN is missing', async () => {
    for (const missing of [undefined, '', '  ']) {
      const { code, output } = await check(missing);
      expect(code).toBe(1);
      expect(output).toContain('VITE_API_ORIGIN must be set to the address of your Tidy Steps server.');
    }
  });

  it('stops when VITE_API_ORIGIN is not an http(s) origin', async () => {
    for (const wrong of ['tidy.example.com', 'ftp://tidy.example.com', 'https://tidy.example.com/api']) {
      const { code, output } = await check(wrong);
      expect(code).toBe(1);
      expect(output).toMatch(/VITE_API_ORIGIN must (be an address|start with https|be an origin only)/);
    }
  });

  it('goes on with an https origin (a trailing slash is fine) and warns about plain http', async () => {
    expect(await check('https://tidy.example.com/')).toMatchObject({ code: 0 });
    const plain = await check('http://192.168.1.20:3000');
    expect(plain.code).toBe(0);
    expect(plain.output).toContain('mixed content');
  });
});

describe('platform', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a browser when Capacitor has not put its bridge on the page', () => {
    expect(isNativeShell()).toBe(false);
    expect(nativePlatform()).toBeNull();
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false, getPlatform: () => 'web' });
    expect(isNativeShell()).toBe(false);
  });

  it("is the shell the bridge names, read from the bridge's global", () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'android' });
    expect(isNativeShell()).toBe(true);
    expect(nativePlatform()).toBe('android');
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'ios' });
    expect(nativePlatform()).toBe('ios');
  });
});
