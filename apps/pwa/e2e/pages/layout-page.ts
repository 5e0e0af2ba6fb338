import type { Page } from 'playwright-core';
import { MSG } from '@reclamos/shared-types/messages';

/** The signed-in layout: top bar, the 'Opciones' menu (side column or phone drawer). */
export class LayoutPage {
  constructor(private readonly page: Page) {}

  get menu() {
    return this.page.getByRole('navigation', { name: MSG.layout.drawerTitle });
  }

  get toggleButton() {
    return this.page.getByRole('button', { name: MSG.layout.toggleMenu });
  }

  get currentUser() {
    return this.page.getByTestId('current-user');
  }

  async menuLabels(): Promise<string[]> {
    await this.menu.waitFor({ state: 'visible' });
    const texts = await this.menu.getByRole('link').allInnerTexts();
    return texts.map((text) => text.trim());
  }

  menuEntry(label: string) {
    return this.menu.getByRole('link', { name: label, exact: true });
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: MSG.layout.signOut }).click();
  }

  async openChangeOwnPassword(): Promise<void> {
    await this.page.getByRole('button', { name: MSG.layout.changeOwnPassword }).click();
  }
}
