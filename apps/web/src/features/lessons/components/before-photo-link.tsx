import { Camera } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import { useSpaces } from '../../home/api/get-spaces';
import { chosenHouseholdSpace } from '../household-space';
import { browserStorage, readChosenSpace } from '../local-progress';

/** Who may set a space up with photos (the server's rule: organizers and parents). */
const CAN_SET_UP = new Set(['organizer', 'parent']);

/**
 * Lesson 2, the "before" picture: a way to put that picture where the coach can use it, the chosen space's
 * photo set-up. Nothing when the chosen space is not one of the household's that the person may set up.
 */
export function BeforePhotoLink() {
  const [chosen] = useState(() => readChosenSpace(browserStorage()));
  const spaces = useSpaces();
  const space = chosenHouseholdSpace(spaces.data ?? [], chosen);
  if (!space || !CAN_SET_UP.has(space.role)) return null;
  return (
    <Link
      to={paths.spacePhotoSetup(space.id)}
      className={`mt-6 w-full sm:w-auto ${buttonVariants({ variant: 'secondary' })}`}
    >
      <Camera aria-hidden="true" />
      Set up photos of {space.name}
    </Link>
  );
}
