import { toast } from 'sonner';
import { ApiError } from '../../lib/api-fetch';

type Wording = {
  /** What the person was doing, for "Please sign in again to …": 'add your space'. */
  doing: string;
  /** The description when the server gave no reason of its own. */
  fallback: string;
};

/**
 * Creating spaces failed (onboarding and Add Space alike). A lost session asks the sign-in guard to take
 * the person to /auth and back (`checkSession`); anything else shows the server's reason when it gave one.
 */
export function spacesNotCreated(error: Error, checkSession: () => Promise<unknown>, wording: Wording) {
  if (error instanceof ApiError && error.status === 401) {
    toast.error('User not authenticated', { description: `Please sign in again to ${wording.doing}.` });
    void checkSession().catch(() => undefined);
    return;
  }
  toast.error('Something went wrong', {
    description: error instanceof ApiError && error.message ? error.message : wording.fallback,
  });
}
