import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

export interface UserFormInput {
  nombre?: string;
  name?: string;
  email?: string;
  rol?: string;
  password?: string;
}

/** /navegador/usuario: the users table and its dialogs. */
export class UsersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/navegador/usuario');
    await this.table.waitFor({ state: 'visible' });
    await this.page.locator('table[aria-busy="false"]').waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: USERS_MSG.title });
  }

  /** The row of the account `name` (each row carries data-user-name). */
  row(name: string): Locator {
    return this.page.locator(`tr[data-user-name="${name}"]`);
  }

  /** A row's action ('Modificar', 'Cambiar password', 'Eliminar'), named 'Modificar: <nombre> (<cuenta>)'. */
  rowButton(name: string, label: string): Locator {
    return this.row(name).getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}: .*\\(${escapeRegExp(name)}\\)$`) });
  }

  /** The ESTADO badge's button, named after the state it shows: 'ACTIVO: cambiar estado, <nombre> (<cuenta>)'. */
  statusButton(name: string): Locator {
    return this.row(name).getByRole('button', {
      name: new RegExp(`^[A-Z]+: ${escapeRegExp(USERS_MSG.toggleStatus)}, .*\\(${escapeRegExp(name)}\\)$`, 'i'),
    });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async openCreate(): Promise<Locator> {
    await this.page.getByRole('button', { name: USERS_MSG.newUser }).click();
    const dialog = this.dialog(USERS_MSG.createTitle);
    await dialog.waitFor({ state: 'visible' });
    return dialog;
  }

  async fillForm(dialog: Locator, input: UserFormInput): Promise<void> {
    const fields = USERS_MSG.fields;
    if (input.nombre !== undefined) await dialog.getByLabel(fields.nombre).fill(input.nombre);
    if (input.name !== undefined) await dialog.getByLabel(fields.name).fill(input.name);
    if (input.email !== undefined) await dialog.getByLabel(fields.email).fill(input.email);
    if (input.rol !== undefined) await dialog.getByLabel(fields.rol).selectOption(input.rol);
    if (input.password !== undefined) await dialog.getByLabel(fields.password, { exact: true }).fill(input.password);
  }

  async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
