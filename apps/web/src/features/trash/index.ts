// The trash as other features use it (docs/decisions/0021-trash.md): delete through it and offer
// Undo; small rows the trash does not keep get an Undo that puts the same row back. Its page is
// composed by src/app.
export { useMoveToTrash, useRemoveWithUndo, useTrashUndoToast } from './hooks/use-move-to-trash';
export { removeSampleToTrash, type DeletableKind } from './api/trash';
