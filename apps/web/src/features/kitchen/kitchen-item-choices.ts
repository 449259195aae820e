import { Check, Send, Undo2 } from 'lucide-react';
import type { KitchenItem } from './api/get-member-day';
import type { MemberAction } from './api/member-action';

export type Choice = { action: MemberAction; label: string; icon: typeof Check; primary: boolean };

/**
 * The buttons an item offers, read from its state in the one vocabulary (To do · Done · Sent back …) exactly as
 * the person's own Today offers them; the server applies the same rules to whatever is pressed.
 */
export function choicesOf(item: KitchenItem): Choice[] {
  const redo = item.state === 'sent_back';
  if (item.kind === 'chore') {
    return item.state === 'to_do' || redo
      ? [{ action: 'complete-chore', label: 'Mark done', icon: Check, primary: true }]
      : [];
  }
  if (item.kind === 'assignment') {
    return item.state === 'to_do' || redo
      ? [{ action: 'submit-assignment', label: redo ? 'Send again' : 'Send for review', icon: Send, primary: true }]
      : [];
  }
  if (item.state === 'to_do') return [{ action: 'complete', label: 'Mark done', icon: Check, primary: true }];
  if (item.state === 'done') {
    return [
      { action: 'submit', label: 'Send for review', icon: Send, primary: true },
      { action: 'uncomplete', label: 'Not done', icon: Undo2, primary: false },
    ];
  }
  return redo ? [{ action: 'submit', label: 'Send again', icon: Send, primary: true }] : [];
}
