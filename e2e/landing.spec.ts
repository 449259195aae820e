import { readFileSync } from 'node:fs';
import { expectAccessible, expect, saveScreenshot, settleAnimations, test } from './support/fixtures';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The files of the given manifest entries and everything they import statically. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

test.describe('the landing page', () => {
  test('tells a visitor what Tidy Steps is, and Get Started goes to the app', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Tidy Steps');
    await expect(
      page.getByRole('heading', { level: 1, name: /organize your home, one step at a time/i }),
    ).toBeVisible();
    for (const blurb of ['Step-by-step lessons', 'Track your progress', 'Build lasting habits']) {
      await expect(page.getByRole('heading', { level: 3, name: blurb })).toBeVisible();
    }
    for (const section of ['Ways we can help', 'About Me']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson path' })).toBeVisible();
  });

  test('the Consultation card opens "Book a Consultation", which says it is coming soon', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('available soon');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
    // Focus returns to the card's button, so a keyboard user keeps their place.
    await expect(page.getByRole('button', { name: 'Book a Consultation' })).toBeFocused();
  });

  test('the Organize by Steps card opens "Free Task Plan", whose Get Started goes to the app', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'View Free Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free Task Plan' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(dialog).toBeHidden();
  });

  test('the More Services card has a Coming Soon badge and a dialog that closes with Escape', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'More Services' }) });
    await expect(card.getByText('Coming Soon')).toBeVisible();
    await page.getByRole('button', { name: 'Learn More' }).click();
    const dialog = page.getByRole('dialog', { name: 'More Services' });
    await expect(dialog).toContainText('coming soon');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const serviceButton = page.getByRole('button', { name: 'Book a Consultation' });
    // Enabled once the prerendered page is hydrated, a moment after it shows (ControlsAfterHydration).
    await expect(serviceButton).toBeEnabled();
    await serviceButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Book a Consultation' })).toBeVisible();
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test('loads only its own scripts: no toast area, no data layer, nothing of the signed-in app', async ({ page }) => {
    // What the page needs: the entry and the landing route with their static imports (from Vite's manifest);
    // the service worker's registration comes once the browser is idle. The bytes are counted against the
    // budget in e2e/first-load.spec.ts.
    const manifest = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8')) as Manifest;
    const initial = staticClosure(manifest, ['index.html', 'src/features/landing/pages/landing-page.tsx']);
    const deferred = staticClosure(manifest, ['src/lib/pwa/register-service-worker.ts']);

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.slice(1)),
    );
    const unexpected = scripts.filter((file) => !initial.has(file) && !deferred.has(file));
    expect(unexpected, 'scripts the landing page should not load').toEqual([]);
    expect(scripts.filter((file) => initial.has(file)).length).toBeGreaterThan(1);
  });

  test('arrives as HTML that shows the page before any script has run', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain('Learn to organize your home, one step at a time.');
    // No script is fetched before the page has painted: the page loads the small entry (src/boot.ts), which then
    // preloads the app's and the landing page's chunks together, listed in #root, not one after another.
    const manifest = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8')) as Manifest;
    const landingChunk = manifest['src/features/landing/pages/landing-page.tsx']!.file;
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`data-chunks="[^"]*/${landingChunk}[^"]*"`));
    expect(html).toMatch(new RegExp(`data-chunks="[^"]*/${manifest['src/main.tsx']!.file}[^"]*"`));
  });

  test('serves hashed assets immutable and the page itself uncached', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    const asset = await page.request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('screenshots', () => {
  test('desktop, 1280 wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, 'landing-desktop');
    await page.getByRole('button', { name: 'View Free Plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Free Task Plan' })).toBeVisible();
    await settleAnimations(page);
    await page.screenshot({ path: 'test-results/screenshots/landing-dialog-desktop.png' });
  });

  test('phone, 390 wide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'landing-phone');
    await page.getByRole('button', { name: 'Book a Consultation' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a Consultation' })).toBeVisible();
    await settleAnimations(page);
    await page.screenshot({ path: 'test-results/screenshots/landing-dialog-phone.png' });
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await saveScreenshot(page, 'not-found-phone');
  });
});
