import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionToast } from '../../../lib/action-toast';
import { useDeletePhoto } from '../api/delete-photo';
import { useSpacePhotos, type Photo } from '../api/get-space-photos';
import { tryFocus } from '../../../lib/focus/focus-position';
import { SET_UP_BUTTON_ID } from '../photo-focus';

type SpacePhotosCardProps = {
  spaceId: string;
  /** Organizers and parents may remove photos. */
  canSetUp: boolean;
};

const photoName = (photo: Photo, index: number) => photo.label?.trim() || `Photo ${index + 1}`;

/**
 * The space's photos, small: label, which one is primary and, for those who set the space up, a way to
 * remove one. Homes are private places: images come only through the signed addresses the API gives.
 */
export function SpacePhotosCard({ spaceId, canSetUp }: SpacePhotosCardProps) {
  const photos = useSpacePhotos(spaceId);
  const [toDelete, setToDelete] = useState<{ photo: Photo; name: string } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const list = photos.data?.photos ?? [];

  return (
    <>
      {list.length > 0 ? (
        <section
          aria-labelledby="space-photos-heading"
          className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
        >
          <h2 id="space-photos-heading" className="text-lg font-semibold tracking-tight">
            Your photos
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Only members of this space can see them.</p>
          <ul aria-label="Photos of this space" className="mt-4 grid grid-cols-2 gap-3">
            {list.map((photo, index) => {
              const name = photoName(photo, index);
              return (
                <li key={photo.id} data-photo-id={photo.id} className="min-w-0">
                  <div className="relative">
                    <a
                      href={photo.url}
                      target="_blank"
                      rel="noreferrer"
                      className="block overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
                    >
                      <img
                        src={photo.thumbnail_url}
                        // A CORS request, which the phone shell needs to load a photo from the API's origin.
                        crossOrigin="anonymous"
                        alt={`Open ${name} in full size`}
                        width={photo.width}
                        height={photo.height}
                        loading="lazy"
                        className="aspect-square w-full bg-muted object-cover"
                      />
                    </a>
                    {photo.is_primary ? (
                      <Badge variant="primary" className="absolute top-2 left-2 px-2 py-0 text-xs shadow-sm">
                        Primary
                      </Badge>
                    ) : null}
                  </div>
                  <div className="mt-1.5 flex items-center gap-1">
                    <p
                      className={`min-w-0 flex-1 truncate text-sm ${photo.label?.trim() ? 'font-medium' : 'text-muted-foreground'}`}
                      title={name}
                    >
                      {photo.label?.trim() || 'No label'}
                    </p>
                    {canSetUp ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-9 text-muted-foreground hover:text-destructive"
                        aria-label={`Delete ${name}`}
                        onClick={() => {
                          setToDelete({ photo, name });
                          setConfirmOpen(true);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    ) : null}
                  </div>
                  {photo.noticed ? (
                    <p className="text-xs leading-snug text-muted-foreground">
                      <span className="font-medium text-foreground">Coach noticed:</span> {photo.noticed.sentence}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {/* Outside the card: deleting the last photo hides the card, but the dialog must still close and say so. */}
      {toDelete ? (
        <DeletePhotoDialog
          key={toDelete.photo.id}
          spaceId={spaceId}
          photo={toDelete.photo}
          name={toDelete.name}
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
        />
      ) : null}
    </>
  );
}

type DeletePhotoDialogProps = {
  spaceId: string;
  photo: Photo;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function DeletePhotoDialog({ spaceId, photo, name, open, onOpenChange }: DeletePhotoDialogProps) {
  const remove = useDeletePhoto();
  const deleted = useRef(false);

  function confirm() {
    const outcome = actionToast(`delete-photo:${photo.id}`);
    remove.mutate(
      { spaceId, photoId: photo.id },
      {
        onSuccess: () => {
          deleted.current = true;
          outcome.succeeded('Photo deleted');
          onOpenChange(false);
        },
        onError: () => outcome.failed('Error', { description: 'Failed to delete the photo. Please try again.' }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this photo?"
      description={`${name} is removed for everyone in this space. This can't be undone.`}
      confirmLabel="Delete photo"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      icon={<Trash2 aria-hidden="true" />}
      onConfirm={confirm}
      // Otherwise focus goes to the next photo's Delete; after the last one the card is gone, so to set-up.
      moveFocusOnClose={() =>
        deleted.current &&
        document.querySelector(`[data-photo-id="${photo.id}"]`) === null &&
        document.querySelector('[data-photo-id]') === null &&
        tryFocus(document.getElementById(SET_UP_BUTTON_ID))
      }
    >
      <img
        src={photo.thumbnail_url}
        crossOrigin="anonymous"
        alt=""
        width={photo.width}
        height={photo.height}
        className="mx-auto aspect-square w-32 rounded-xl bg-muted object-cover"
      />
    </ConfirmDialog>
  );
}
