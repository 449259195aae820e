import { toast } from 'sonner';
import { absoluteLink } from './invite-form';

/** Puts an invite link on the clipboard and says whether it worked (spec 01 §8, Copy link). */
export async function copyInviteLink(link: string): Promise<boolean> {
  try {
    // navigator.clipboard is missing outside secure contexts: that failure lands in the catch too.
    await navigator.clipboard.writeText(absoluteLink(link, window.location.origin));
    toast.success('Invite link copied to clipboard!');
    return true;
  } catch {
    toast.error('Failed to copy link');
    return false;
  }
}
