import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import {
  MAX_RULES,
  addRule,
  editRule,
  moveRule,
  newRuleId,
  removeRule,
  type PlaybookRule,
} from '../lib/rules';

const randomPart = () => crypto.randomUUID().slice(0, 8);

/**
 * The playbook's checklist in order: each rule edited in place, moved with the arrow buttons or
 * Alt+↑ / Alt+↓ in its box, removed; a new one typed below and added with Enter. `usedIds` are the
 * ids the playbook had when the dialog opened, so a new rule never takes a removed rule's id.
 */
export function RulesEditor({
  rules,
  usedIds,
  onChange,
  errorOf,
  onBlurRule,
}: {
  rules: readonly PlaybookRule[];
  usedIds: ReadonlySet<string>;
  onChange: (rules: PlaybookRule[]) => void;
  errorOf: (ruleId: string) => string | undefined;
  onBlurRule: (ruleId: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const given = useRef(new Set<string>());
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const newInput = useRef<HTMLInputElement>(null);
  // The rule whose box keeps the focus once the list is drawn again after a move.
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusId === null) return;
    inputs.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, rules]);

  const move = (rule: PlaybookRule, offset: number) => {
    const index = rules.findIndex((item) => item.id === rule.id);
    const to = index + offset;
    if (index === -1 || to < 0 || to >= rules.length) return;
    onChange(moveRule(rules, rule.id, offset));
    setFocusId(rule.id);
    setAnnouncement(`Rule moved to position ${to + 1} of ${rules.length}.`);
  };

  const add = () => {
    const text = draft.trim();
    if (text === '' || rules.length >= MAX_RULES) return;
    const id = newRuleId(
      new Set([...usedIds, ...given.current, ...rules.map((rule) => rule.id)]),
      randomPart,
    );
    given.current.add(id);
    onChange(addRule(rules, { id, text }));
    setDraft('');
    setAnnouncement(`Rule ${rules.length + 1} added.`);
    newInput.current?.focus();
  };

  const onRuleKey = (event: KeyboardEvent<HTMLInputElement>, rule: PlaybookRule) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(rule, -1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(rule, 1);
    }
  };

  return (
    <fieldset className="grid gap-2" aria-describedby="playbook-rules-hint">
      <legend className="mb-1 text-sm font-medium">Rules</legend>
      <p id="playbook-rules-hint" className="text-xs text-muted-foreground">
        Your entry and exit checklist, in the order you check it. Each trade records which rules it followed.
        Alt+↑ and Alt+↓ move the rule you are in.
      </p>
      {rules.length > 0 && (
        <ol className="grid gap-2" aria-label="Rules" data-testid="rules-editor">
          {rules.map((rule, index) => {
            const error = errorOf(rule.id);
            const inputId = `playbook-rule-${rule.id}`;
            return (
              <li key={rule.id} className="grid gap-1" data-rule-id={rule.id}>
                <div className="flex items-center gap-1.5">
                  <span
                    className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums"
                    aria-hidden
                  >
                    {index + 1}.
                  </span>
                  <Input
                    id={inputId}
                    ref={(element) => {
                      if (element) inputs.current.set(rule.id, element);
                      else inputs.current.delete(rule.id);
                    }}
                    aria-label={`Rule ${index + 1}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    value={rule.text}
                    onChange={(event) => onChange(editRule(rules, rule.id, event.target.value))}
                    onBlur={() => onBlurRule(rule.id)}
                    onKeyDown={(event) => onRuleKey(event, rule)}
                    autoComplete="off"
                    className="min-w-0 flex-1"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move rule ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(rule, -1)}
                  >
                    <ArrowUpIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move rule ${index + 1} down`}
                    disabled={index === rules.length - 1}
                    onClick={() => move(rule, 1)}
                  >
                    <ArrowDownIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove rule ${index + 1}`}
                    onClick={() => {
                      onChange(removeRule(rules, rule.id));
                      setAnnouncement(`Rule ${index + 1} removed.`);
                      newInput.current?.focus();
                    }}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </div>
                {error && (
                  <p
                    id={`${inputId}-error`}
                    className="pl-7.5 text-xs text-destructive"
                    data-testid="field-error"
                  >
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className={cn('flex items-center gap-1.5', rules.length > 0 && 'pl-7.5')}>
        <Input
          ref={newInput}
          aria-label="New rule"
          placeholder={rules.length === 0 ? 'Wait for the retest of the level' : 'Another rule'}
          value={draft}
          maxLength={500}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={draft.trim() === '' || rules.length >= MAX_RULES}
        >
          <PlusIcon aria-hidden />
          Add rule
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
