import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { tradeKeys } from '../../api/keys';
import type { TagGroup, TagLookup } from '../../api/lookups';
import { createTag } from '../../api/new-tag';
import { useRovingFocus } from './roving-focus';
import type { TradeFormState } from './use-trade-form';

const GROUPS: { value: TagGroup; label: string }[] = [
  { value: 'setup', label: 'Setup' },
  { value: 'mistake', label: 'Mistake' },
  { value: 'emotion', label: 'Emotion' },
  { value: 'custom', label: 'Custom' },
];

const MAX_TAG_NAME = 50;

/** The tags of one group not on the trade yet: one Tab stop, the arrow keys move along them. */
function TagGroupButtons({
  label,
  tags,
  onPick,
}: {
  label: string;
  tags: readonly TagLookup[];
  onPick: (id: string) => void;
}) {
  const keys = useRovingFocus<HTMLDivElement>();
  const labelId = useId();
  return (
    <div className="grid gap-1">
      <p id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </p>
      <div
        ref={keys.ref}
        role="toolbar"
        aria-labelledby={labelId}
        onKeyDown={keys.onKeyDown}
        onFocus={keys.onFocus}
        className="flex flex-wrap gap-1.5"
      >
        {tags.map((tag) => (
          <button
            key={tag.id}
            type="button"
            data-roving-item
            onClick={() => onPick(tag.id)}
            className="rounded-full border border-dashed px-2.5 py-0.5 text-xs outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Add tag ${tag.name}`}
          >
            {tag.name}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The trade's tags, by group: setups, mistakes and emotions are tags of those groups (decision
 * 0012). A name not known yet becomes a new tag of the chosen group; a known one is just picked.
 */
export function TagPicker({
  form,
  tags,
  userId,
}: {
  form: TradeFormState;
  tags: readonly TagLookup[];
  userId: string;
}) {
  const { values, set } = form;
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [name, setName] = useState('');
  const [group, setGroup] = useState<TagGroup>('setup');
  const selected = new Set(values.tagIds);
  const chosenKeys = useRovingFocus<HTMLDivElement>();

  const pick = (id: string) => set('tagIds', [...values.tagIds.filter((known) => known !== id), id]);
  const unpick = (id: string) =>
    set(
      'tagIds',
      values.tagIds.filter((known) => known !== id),
    );

  const create = useMutation({
    mutationFn: () => createTag(name, group),
    onSuccess: (tag) => {
      queryClient.setQueryData<TagLookup[]>(tradeKeys.tags(userId), (list) => [...(list ?? []), tag]);
      void queryClient.invalidateQueries({ queryKey: tradeKeys.tags(userId) });
      pick(tag.id);
      setName('');
    },
    onError: (error) => handleError(error),
  });

  const add = () => {
    const typed = name.trim();
    if (typed === '' || create.isPending) return;
    const known = tags.find((tag) => tag.name.toLowerCase() === typed.toLowerCase());
    if (known) {
      pick(known.id);
      setName('');
    } else create.mutate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  return (
    <div role="group" aria-label="Tags" className="grid gap-3">
      <div
        ref={chosenKeys.ref}
        onKeyDown={chosenKeys.onKeyDown}
        onFocus={chosenKeys.onFocus}
        className="flex flex-wrap gap-1.5"
        data-testid="selected-tags"
        aria-live="polite"
      >
        {values.tagIds.length === 0 && <p className="text-sm text-muted-foreground">No tags yet.</p>}
        {values.tagIds.map((id) => {
          const tag = tags.find((known) => known.id === id);
          if (!tag) return null;
          return (
            <span
              key={id}
              className="inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-xs font-medium"
              data-testid="selected-tag"
            >
              <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: tag.color }} />
              {tag.name}
              <span className="text-muted-foreground">· {tag.tag_group}</span>
              <button
                type="button"
                className="rounded-full p-0.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove tag ${tag.name}`}
                data-roving-item
                onClick={() => unpick(id)}
              >
                <XIcon aria-hidden className="size-3" />
              </button>
            </span>
          );
        })}
      </div>
      {GROUPS.map(({ value, label }) => {
        const available = tags.filter((tag) => tag.tag_group === value && !selected.has(tag.id));
        if (available.length === 0) return null;
        return <TagGroupButtons key={value} label={label} tags={available} onPick={pick} />;
      })}
      <div className="grid gap-1.5">
        <Label htmlFor="trade-new-tag">New tag</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="trade-new-tag"
            value={name}
            maxLength={MAX_TAG_NAME}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Breakout, FOMO, moved stop…"
            autoComplete="off"
            className="min-w-40 flex-1"
          />
          <div className="w-32">
            <NativeSelect
              aria-label="New tag group"
              value={group}
              onChange={(event) =>
                setGroup(GROUPS.find((known) => known.value === event.target.value)?.value ?? 'custom')
              }
            >
              {GROUPS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={add}
            disabled={name.trim() === '' || create.isPending}
          >
            <PlusIcon aria-hidden />
            Add tag
          </Button>
        </div>
      </div>
    </div>
  );
}
