import { expect, type Locator, type Page } from '@playwright/test';

/** The draw board (/drawboard): the list of boards and one open board with its whiteboard. */
export class DrawboardPage {
  readonly canvas: Locator;
  readonly saveStatus: Locator;
  readonly boards: Locator;

  constructor(readonly page: Page) {
    this.canvas = page.getByTestId('board-canvas');
    this.saveStatus = page.getByTestId('board-save-status');
    this.boards = page.getByTestId('board-card');
  }

  /** Creates a blank board from the list and waits for its whiteboard. */
  async createBlank(): Promise<string> {
    await this.page.getByRole('button', { name: 'New board' }).click();
    await this.page.getByRole('menuitem', { name: 'Blank board' }).click();
    await this.ready();
    return new URL(this.page.url()).searchParams.get('board') ?? '';
  }

  /** The whiteboard has loaded its scene and can be drawn on. */
  async ready(): Promise<void> {
    await expect(this.canvas).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  }

  async elementCount(): Promise<number> {
    return Number(await this.canvas.getAttribute('data-elements'));
  }

  /**
   * Drags out a rectangle with the whiteboard's own tool, from a point of the canvas (right of the
   * style panel, which covers the canvas's left 220 px while a tool is on).
   */
  async drawRectangle(from: { x: number; y: number }, size = { width: 160, height: 100 }): Promise<void> {
    await this.tool('rectangle');
    const box = await this.canvasBox();
    const { mouse } = this.page;
    await mouse.move(box.x + from.x, box.y + from.y);
    await mouse.down();
    await mouse.move(box.x + from.x + size.width / 2, box.y + from.y + size.height / 2, { steps: 4 });
    await mouse.move(box.x + from.x + size.width, box.y + from.y + size.height, { steps: 4 });
    await mouse.up();
  }

  async writeText(at: { x: number; y: number }, text: string): Promise<void> {
    await this.tool('text');
    const box = await this.canvasBox();
    await this.page.mouse.click(box.x + at.x, box.y + at.y);
    const editor = this.page.locator('textarea.excalidraw-wysiwyg');
    await expect(editor).toBeVisible();
    await editor.pressSequentially(text);
    await this.page.keyboard.press('Escape');
  }

  /** Waits until the status says every change is on the server. */
  async saved(): Promise<void> {
    await expect(this.saveStatus).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  }

  async exportAs(kind: 'PNG image' | 'SVG image' | '.excalidraw file'): Promise<void> {
    await this.page.getByRole('button', { name: 'Export' }).click();
    await this.page.getByRole('menuitem', { name: kind }).click();
  }

  /** The whiteboard's tools are radio inputs drawn over by their icons: the click lands on the icon. */
  private async tool(name: 'rectangle' | 'text'): Promise<void> {
    const radio = this.page.getByTestId(`toolbar-${name}`);
    await radio.click({ force: true });
    await expect(radio).toBeChecked();
  }

  private async canvasBox() {
    const box = await this.page.locator('canvas.excalidraw__canvas.interactive').boundingBox();
    if (!box) throw new Error('the whiteboard has no canvas on screen');
    return box;
  }
}
