// A board's name as the drawboards table takes it: trimmed, 1 to 120 characters.

export const BOARD_NAME_MAX = 120;

export type BoardNameCheck =
  { ok: true; name: string } | { ok: false; code: 'VALIDATION-001' | 'VALIDATION-011'; message: string };

export function checkBoardName(input: string): BoardNameCheck {
  const name = input.trim();
  if (name === '') return { ok: false, code: 'VALIDATION-001', message: 'Give the board a name.' };
  if ([...name].length > BOARD_NAME_MAX)
    return {
      ok: false,
      code: 'VALIDATION-011',
      message: `A board's name is at most ${BOARD_NAME_MAX} characters.`,
    };
  return { ok: true, name };
}

/** The name of a copy: "Copy of <name>", cut to fit. */
export function copyName(name: string): string {
  const full = `Copy of ${name.trim()}`;
  const chars = [...full];
  return chars.length <= BOARD_NAME_MAX ? full : chars.slice(0, BOARD_NAME_MAX).join('').trimEnd();
}
