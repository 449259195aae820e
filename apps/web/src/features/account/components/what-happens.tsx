import { ArrowRight, House, TriangleAlert, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { DeletionPreview } from '../api/get-deletion-preview';

const others = (count: number) => (count === 1 ? '1 other member' : `${count} other members`);

/** What deleting the account will do, said before the person confirms (issue 20). */
export function WhatHappens({ preview }: { preview: DeletionPreview }) {
  const shared = preview.spaces_deleted.filter((space) => space.other_members > 0);
  return (
    <section
      aria-labelledby="what-happens-heading"
      className="mt-8 rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <h2 id="what-happens-heading" className="text-xl font-semibold tracking-tight">
        What will happen
      </h2>

      {shared.length > 0 ? (
        <div className="mt-4 rounded-2xl border border-destructive/40 bg-destructive-soft p-4">
          <p className="flex items-start gap-2 font-semibold text-destructive">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {shared.length === 1
              ? 'A space other people use will be deleted'
              : 'Spaces other people use will be deleted'}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {shared.map((space) => (
              <li key={space.id}>
                <span className="font-semibold">{space.name}</span>: you organize it, so it is deleted with everything
                in it, and {others(space.other_members)} {space.other_members === 1 ? 'loses' : 'lose'} it.
              </li>
            ))}
          </ul>
          <p className="mt-3 leading-relaxed">
            To keep {shared.length === 1 ? 'it' : 'them'} for your family, make a parent the organizer first.
          </p>
          <Link
            to={paths.family()}
            className="mt-2 inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4"
          >
            Hand your spaces over on the Family page
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}

      <ul className="mt-5 space-y-3">
        {preview.spaces_deleted
          .filter((space) => space.other_members === 0)
          .map((space) => (
            <Item key={space.id} icon={<House aria-hidden="true" className="size-5" />}>
              <span className="font-semibold">{space.name}</span> is deleted with everything in it (only you use it).
            </Item>
          ))}
        {preview.spaces_left.map((space) => (
          <Item key={space.id} icon={<House aria-hidden="true" className="size-5" />}>
            You leave <span className="font-semibold">{space.name}</span>. The others keep it and what they did in it.
          </Item>
        ))}
        <Item icon={<UserRound aria-hidden="true" className="size-5" />}>
          Your sign-in, preferences, notification settings, to-do list, lesson progress, your tasks, points and reward
          requests, and the photos you took are deleted.
        </Item>
        <Item icon={<UserRound aria-hidden="true" className="size-5" />}>
          Where family members saw your name in their history, they will see “Unknown User”.
        </Item>
      </ul>
    </section>
  );
}

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 leading-relaxed">
      <span className="mt-0.5 inline-flex shrink-0 text-muted-foreground">{icon}</span>
      <span>{children}</span>
    </li>
  );
}
