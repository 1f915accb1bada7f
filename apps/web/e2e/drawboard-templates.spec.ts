import { BOARD_FONT, BOARD_TEMPLATES, TEMPLATE_TITLES, boardTemplate, emptyScene } from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppShell } from './page-models/app-shell';
import { AuthPage } from './page-models/auth-page';
import { DrawboardPage } from './page-models/drawboard-page';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/journal';
import { createUser } from './support/users';

interface SavedText {
  id: string;
  type: 'text';
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  originalText: string;
  fontSize: number;
  fontFamily: number;
  lineHeight: number;
  containerId: string | null;
  isDeleted?: boolean;
}

interface SavedShape {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  isDeleted?: boolean;
}

type SavedElement = SavedText | SavedShape;

const isText = (element: SavedElement): element is SavedText => element.type === 'text';

async function savedElements(client: SupabaseClient, boardId: string): Promise<SavedElement[]> {
  const { data, error } = await client
    .from('drawboards')
    .select('scene')
    .eq('id', boardId)
    .single<{ scene: { elements: SavedElement[] } }>();
  if (error) throw error;
  return data.scene.elements.filter((element) => element.isDeleted !== true);
}

// A phone draws at three device pixels to the CSS pixel, which also keeps its pictures legible.
const SIZES = [
  { width: 1440, height: 900, deviceScaleFactor: 1 },
  { width: 390, height: 844, deviceScaleFactor: 3 },
] as const;

for (const { width, height, deviceScaleFactor } of SIZES)
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor });

    test('every template opens with each text as wide as the board draws it, inside its box', async ({
      page,
      backend,
    }, testInfo) => {
      test.setTimeout(90_000);
      const user = await createUser(backend);
      const client = await signedInClient(backend, user);
      const auth = new AuthPage(page);
      await auth.goto(`?redirect=${encodeURIComponent('/drawboard')}`);
      await auth.signIn(user.email, user.password);
      await new AppShell(page).ready();
      const essential = page.getByRole('button', { name: 'Essential Only' });
      if (await essential.isVisible()) await essential.click();
      const boards = new DrawboardPage(page);

      for (const kind of BOARD_TEMPLATES) {
        const { data, error } = await client
          .from('drawboards')
          .insert({ name: TEMPLATE_TITLES[kind], template: kind, scene: emptyScene() })
          .select('id')
          .single<{ id: string }>();
        if (error) throw error;
        // Each box comes with its label: a title, then two elements a box.
        const boxes = boardTemplate(kind, { now: 0 }).filter((element) => element.type !== 'text').length;
        // A new document each time, so no board before this one has loaded the font already.
        await page.goto(`/drawboard?board=${data.id}`);
        await boards.ready();
        await expect(boards.canvas, kind).toHaveAttribute('data-elements', String(1 + 2 * boxes));
        await boards.saved();
        await page.screenshot({ path: testInfo.outputPath(`${kind}-${width}.png`) });

        const elements = await savedElements(client, data.id);
        const texts = elements.filter(isText);
        expect(texts, kind).toHaveLength(1 + boxes);
        // The lines as the board draws them: its own font at each text's size, measured by the page.
        const drawn = await page.evaluate(
          async ({ font, lines }) => {
            await document.fonts.load(`16px ${font}`, lines.map((line) => line.text).join(''));
            const context = document.createElement('canvas').getContext('2d');
            if (context === null) throw new Error('no 2d context');
            return lines.map(({ text, fontSize }) => {
              context.font = `${fontSize}px ${font}`;
              return Math.max(...text.split('\n').map((line) => context.measureText(line).width));
            });
          },
          { font: BOARD_FONT.name, lines: texts.map(({ text, fontSize }) => ({ text, fontSize })) },
        );
        for (const [i, text] of texts.entries()) {
          const what = `${kind}: ${JSON.stringify(text.text)}`;
          expect(text.fontFamily, what).toBe(BOARD_FONT.family);
          // Each line stays on its own line: the box was made wide enough for it.
          expect(text.text, what).toBe(text.originalText);
          expect(text.width, what).toBeGreaterThanOrEqual((drawn[i] ?? Infinity) - 0.5);
          const lines = text.text.split('\n').length;
          expect(text.height, what).toBeGreaterThanOrEqual(lines * text.fontSize * text.lineHeight - 0.5);
          if (text.containerId === null) continue;
          const box = elements.find((element) => element.id === text.containerId);
          if (box === undefined) throw new Error(`${what}: its box is missing`);
          expect(text.x, what).toBeGreaterThanOrEqual(box.x);
          expect(text.y, what).toBeGreaterThanOrEqual(box.y);
          expect(text.x + text.width, what).toBeLessThanOrEqual(box.x + box.width);
          expect(text.y + text.height, what).toBeLessThanOrEqual(box.y + box.height);
        }
      }
    });
  });
