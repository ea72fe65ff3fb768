// The modal frame is a UI primitive now (components/ui/dialog-frame.tsx); auth's dialogs keep
// their name for it.
export { DialogFrame as AuthDialogFrame } from '../../components/ui/dialog-frame.tsx';
