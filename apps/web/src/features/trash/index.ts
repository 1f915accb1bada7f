// The trash as other features use it (docs/decisions/0021-trash.md): delete through it and offer
// Undo. Its page is composed by src/app.
export { useMoveToTrash, useTrashUndoToast } from './hooks/use-move-to-trash';
export { removeSampleToTrash, type DeletableKind } from './api/trash';
