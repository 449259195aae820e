import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';

/** Leaves the invitation for the home page; the invite stays pending for whoever it was meant for. */
export function DeclineButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className="mt-4 h-auto min-h-11 w-full py-2 whitespace-normal text-muted-foreground"
      onClick={() => void navigate(paths.home(), { replace: true })}
    >
      Not the right person? Decline invitation
    </Button>
  );
}

export function GoHomeButton() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" className="w-full" onClick={() => void navigate(paths.home(), { replace: true })}>
      Go Home
    </Button>
  );
}
