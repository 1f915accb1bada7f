import { BOARD_TEMPLATES, TEMPLATE_TITLES, classifyError, type BoardTemplate } from '@edgelog/core';
import { Download, FileDown, FileUp, ImageDown, LayoutTemplate } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import type { BoardHandle } from './board-handle';
import { downloadBlob } from '@/lib/download';
import { fileNameOf } from './download';

/** Export, import and template actions on the open board; disabled until the canvas is ready. */
export function BoardToolbar({
  handle,
  boardName,
  onInsertTemplate,
  children,
}: {
  handle: BoardHandle | null;
  boardName: string;
  onInsertTemplate: (kind: BoardTemplate) => void;
  /** Further actions of the page (links, trade card). */
  children?: React.ReactNode;
}) {
  const { handleError } = useErrorHandler();
  const fileInput = useRef<HTMLInputElement>(null);

  const run = async (action: () => Promise<void>, fallback: string) => {
    try {
      await action();
    } catch (error) {
      const code = classifyError(error, 'CANVAS');
      handleError(error, {
        code: code === 'CANVAS-003' ? code : fallback,
        retry: () => void run(action, fallback),
      });
    }
  };

  const exportAs = (kind: 'png' | 'svg' | 'excalidraw') =>
    void run(async () => {
      if (!handle) return;
      const blob =
        kind === 'png'
          ? await handle.exportPng()
          : kind === 'svg'
            ? await handle.exportSvg()
            : handle.exportExcalidraw();
      downloadBlob(blob, fileNameOf(boardName, kind));
    }, 'CANVAS-009');

  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Board actions">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={!handle}>
            <LayoutTemplate aria-hidden /> Template
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Insert a template</DropdownMenuLabel>
          {BOARD_TEMPLATES.map((kind) => (
            <DropdownMenuItem key={kind} onSelect={() => onInsertTemplate(kind)}>
              {TEMPLATE_TITLES[kind]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {children}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={!handle}>
            <Download aria-hidden /> Export
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => exportAs('png')}>
            <ImageDown aria-hidden /> PNG image
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => exportAs('svg')}>
            <ImageDown aria-hidden /> SVG image
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => exportAs('excalidraw')}>
            <FileDown aria-hidden /> .excalidraw file
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" disabled={!handle} onClick={() => fileInput.current?.click()}>
        <FileUp aria-hidden /> Import
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".excalidraw,application/json,application/vnd.excalidraw+json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Import an .excalidraw file"
        data-testid="board-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && handle) void run(() => handle.importExcalidraw(file), 'CANVAS-003');
        }}
      />
    </div>
  );
}
