import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';
import { AuthPage } from './auth-page';
import type { TestUser } from '../support/users';

/** /profile: the picture with its crop dialog, and the details form. */
export class ProfilePage {
  readonly form: Locator;
  readonly fullName: Locator;
  readonly timeZone: Locator;
  readonly save: Locator;
  readonly pictureFile: Locator;
  readonly cropDialog: Locator;
  readonly cropPreview: Locator;
  readonly zoom: Locator;
  /** The picture inside the top bar's account menu button. */
  readonly topBarAvatar: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Profile' });
    this.fullName = this.form.getByLabel('Full name');
    this.timeZone = this.form.getByRole('combobox', { name: 'Time zone' });
    this.save = this.form.getByRole('button', { name: 'Save profile' });
    this.pictureFile = page.getByLabel('Picture file');
    this.cropDialog = page.getByRole('dialog', { name: 'Crop your picture' });
    this.cropPreview = this.cropDialog.getByTestId('avatar-crop-preview');
    this.zoom = this.cropDialog.getByRole('slider', { name: 'Zoom' });
    this.topBarAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  }

  /** Signs the user in on the way to the page. */
  async open(user: TestUser): Promise<void> {
    const auth = new AuthPage(this.page);
    await auth.goto(`?redirect=${encodeURIComponent('/profile')}`);
    await auth.signIn(user.email, user.password);
    await this.ready();
  }

  async ready(): Promise<void> {
    await new AppShell(this.page).ready('Profile');
    await expect(this.form).toBeVisible();
  }

  /** The colour at the middle of the crop preview, "r,g,b,a" ("0,0,0,0" while nothing is drawn). */
  previewCentre(): Promise<string> {
    return this.cropPreview.evaluate((canvas: HTMLCanvasElement) => {
      const pixel = canvas.getContext('2d')?.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
      return pixel ? Array.from(pixel).join(',') : '';
    });
  }

  /** Picks a zone by typing part of its name and choosing it from the list. */
  async chooseTimeZone(search: string, zone: string): Promise<void> {
    await this.timeZone.click();
    await this.timeZone.fill(search);
    await this.page.getByRole('option', { name: zone }).click();
  }
}
