/** A read position in one query-string value, with the PostgREST-style failure it raises. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.text.startsWith(s, this.pos)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`expecting "${s}"`);
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw new ParseFailure(this.what, this.text, `unexpected ${found} ${expecting}`, this.pos);
  }

  /** A double-quoted string with `\"` and `\\` escapes. */
  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done) {
      const ch = this.text[this.pos++]!;
      if (ch === '\\' && !this.done) {
        out += this.text[this.pos++];
      } else if (ch === '"') {
        return out;
      } else {
        out += ch;
      }
    }
    this.fail('expecting closing quote');
  }

  /**
   * An unquoted name: any run of characters other than the grammar's delimiters. A `-` is part of the
   * name unless it starts a JSON arrow.
   */
  name(delimiters: string): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done) {
      const ch = this.peek();
      if (delimiters.includes(ch)) break;
      if (ch === '-' && this.peek(1) === '>') break;
      if (ch === ':' && this.peek(1) === ':') break;
      this.pos++;
    }
    const value = this.text.slice(start, this.pos).trim();
    if (!value) this.fail('expecting a name');
    return value;
  }
}

export class ParseFailure extends Error {
  constructor(
    readonly what: string,
    readonly input: string,
    readonly reason: string,
    readonly position: number,
  ) {
    super(reason);
  }
}
