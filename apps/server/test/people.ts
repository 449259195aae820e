import { testBrowser, waitForMail, type TestBrowser } from './browser';
import type { TestApp } from './harness';

export const TEST_PASSWORD = 'kettle-boils-twice';
let counter = 0;

export const uniqueEmail = (label = 'person') => `${label}.${++counter}.${Date.now()}@example.com`;

export type Person = { browser: TestBrowser; email: string; name: string; userId: string };

/** A person who signed up and confirmed their e-mail through the real link: signed in, in their own browser. */
export async function signedUpPerson(harness: TestApp, name = 'Sam Rivera'): Promise<Person> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase());
  const browser = testBrowser(harness);
  const response = await browser.post('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, full_name: name });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const mail = await waitForMail(harness, email);
  await browser.open(mail.links[0]!);
  const account = (await (await browser.get('/api/account')).json()) as { id: string };
  return { browser, email, name, userId: account.id };
}
