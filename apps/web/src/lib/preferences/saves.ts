import { withPending, type Preferences, type PreferencesPatch } from './preferences';

/** How the preferences reach the server: a save answers the whole row as stored, a read the same. */
export interface PreferencesTransport {
  save: (patch: PreferencesPatch) => Promise<Preferences>;
  read: () => Promise<Preferences>;
}

export interface PreferencesSavesEvents {
  /**
   * The shown values or the server's may have changed; `fromAnotherTab` when they were taken from
   * the cache another tab wrote (this tab must not write it back, or two tabs answer each other).
   */
  changed: (fromAnotherTab: boolean) => void;
  /** The server refused a save; `heldPrivacy` says privacy mode stays on here regardless. */
  refused: (error: unknown, heldPrivacy: boolean) => void;
}

interface PendingSave {
  id: number;
  patch: PreferencesPatch;
}

/**
 * One trader's preferences between this page and the server. Saves go one at a time in the order
 * they were made, so the server stores the last change last and every answer is newer than the
 * one before; a read is used only when no save started or was in flight since it was sent, and
 * only when no later read answered first, so an older answer never overwrites a newer change.
 *
 * Privacy mode is the one preference a refusal does not take back when it was being turned on: a
 * trader who asked to hide money keeps it hidden on this device, and the next save or refresh
 * sends it again until the server keeps it.
 */
export class PreferencesSaves {
  private server: Preferences;
  private pending: PendingSave[] = [];
  private heldPrivacy: boolean;
  private queue: Promise<void> = Promise.resolve();
  private nextSaveId = 1;
  private savesStarted = 0;
  private readsSent = 0;
  private lastReadApplied = 0;
  private closed = false;
  private answered = false;
  private readonly transport: PreferencesTransport;
  private readonly events: PreferencesSavesEvents;

  constructor(
    server: Preferences,
    transport: PreferencesTransport,
    events: PreferencesSavesEvents,
    options: { heldPrivacy?: boolean } = {},
  ) {
    this.server = server;
    this.transport = transport;
    this.events = events;
    this.heldPrivacy = options.heldPrivacy ?? false;
  }

  /** The server's values with the held privacy mode and every save in flight laid over them. */
  shown(): Preferences {
    const held: PreferencesPatch[] = this.heldPrivacy ? [{ privacyMode: true }] : [];
    return withPending(this.server, [...held, ...this.pending.map((save) => save.patch)]);
  }

  /** The last values the server answered (what another tab or the next load may start from). */
  serverValues(): Preferences {
    return this.server;
  }

  /** Whether the server has answered a read or a save (the values are no longer a guess). */
  serverAnswered(): boolean {
    return this.answered;
  }

  /** Privacy mode is on here although the server has not stored it. */
  holdsPrivacy(): boolean {
    return this.heldPrivacy;
  }

  /**
   * Values another tab of this browser read from the server, with whether that tab holds privacy
   * mode against a refusal. The held flag follows the other tab both ways: held there is held here
   * (no tab shows the money the trader hid), and no longer held there (stored, or turned off) is
   * no longer held here, so this tab does not send privacy mode back on.
   */
  takeServerValues(values: Preferences, heldPrivacy = false): void {
    if (this.closed) return;
    this.server = values;
    this.heldPrivacy = heldPrivacy;
    this.events.changed(true);
  }

  /** Answers for a trader who signed out or was replaced are dropped from now on. */
  close(): void {
    this.closed = true;
  }

  /** Shows the change at once and saves it after every earlier save has been answered. */
  update(patch: PreferencesPatch): Promise<void> {
    const save: PendingSave = { id: this.nextSaveId++, patch };
    this.pending = [...this.pending, save];
    this.savesStarted += 1;
    this.events.changed(false);
    this.queue = this.queue.then(() => this.send(save));
    return this.queue;
  }

  /**
   * Brings the server's values in (the tab came back, another device may have changed them). A
   * privacy mode the server refused is sent again instead: its answer is the row as well.
   */
  refresh(): Promise<void> {
    if (this.heldPrivacy) return this.update({});
    return this.read();
  }

  private async send(save: PendingSave): Promise<void> {
    if (this.closed) return;
    // A held privacy mode rides along with whatever is saved next, unless this change sets it.
    const sent: PreferencesPatch = this.heldPrivacy ? { privacyMode: true, ...save.patch } : save.patch;
    try {
      const stored = await this.transport.save(sent);
      if (this.closed) return;
      this.pending = this.pending.filter((entry) => entry.id !== save.id);
      this.server = stored;
      this.answered = true;
      if (sent.privacyMode !== undefined) this.heldPrivacy = false;
      this.events.changed(false);
    } catch (error) {
      if (this.closed) return;
      this.pending = this.pending.filter((entry) => entry.id !== save.id);
      if (sent.privacyMode === true) this.heldPrivacy = true;
      this.events.changed(false);
      this.events.refused(error, this.heldPrivacy);
    }
  }

  private async read(): Promise<void> {
    const readId = ++this.readsSent;
    const savesBefore = this.savesStarted;
    const savingBefore = this.pending.length > 0;
    let values: Preferences;
    try {
      values = await this.transport.read();
    } catch {
      // A failed read keeps what is shown; the next refresh tries again.
      return;
    }
    if (this.closed || savingBefore || this.savesStarted !== savesBefore) return;
    if (readId < this.lastReadApplied) return;
    this.lastReadApplied = readId;
    this.server = values;
    this.answered = true;
    this.events.changed(false);
  }
}
