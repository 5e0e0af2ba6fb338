import type { Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/login');
  }

  get title() {
    return this.page.getByRole('heading', { name: MSG.app.loginTitle });
  }

  get submitButton() {
    return this.page.getByRole('button', { name: AUTH_MSG.login.submit });
  }

  async signIn(name: string, password: string): Promise<void> {
    await this.page.getByLabel(AUTH_MSG.login.account).fill(name);
    await this.page.getByLabel(AUTH_MSG.login.password, { exact: true }).fill(password);
    await this.submitButton.click();
  }
}
