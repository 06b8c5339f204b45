import type { Locator, Page } from '@playwright/test';

/** /pages/login/login: SMS, password and e-mail methods on tabs. */
export class LoginPage {
  readonly heading: Locator;
  readonly accountTab: Locator;
  readonly account: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Log in' });
    this.accountTab = page.getByRole('tab', { name: 'Password' });
    this.account = page.getByLabel('Account (username, phone or e-mail)');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log in' });
  }

  async withPassword(account: string, password: string): Promise<void> {
    await this.accountTab.click();
    await this.account.fill(account);
    await this.password.fill(password);
    await this.submit.click();
  }
}
