import { AppLink } from '../../../components/app-link';
import { paths } from '../../../app/paths';
import { LegalDocument, LegalSection } from '../components/legal-document';

/**
 * The terms of use, in plain words, for what Tidy Steps is: open software that a household runs on its
 * own server. No company stands behind a copy, so the terms name none and promise nothing a copy cannot keep.
 */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Use"
      updated="2026-11-28"
      intro={
        <p>
          Tidy Steps helps households organize their home with short lessons and small tasks, and lets family members
          share the work. This copy of the app runs on a server looked after by a person or household (in these terms,
          “the operator”), not by a company. By creating an account or using the app, you agree to these terms.
        </p>
      }
    >
      <LegalSection title="Your account">
        <ul>
          <li>
            Give your real email address: it is how you sign in and how you get back in if you forget your password.
          </li>
          <li>
            Keep your password to yourself and choose one you do not use elsewhere. If you think someone else has used
            your account, reset your password: that signs you out on every device.
          </li>
          <li>One account is for one person. Family members each get their own account through an invitation.</li>
          <li>
            Children should use the app with the agreement and help of a parent or guardian, usually through an
            invitation with the child role.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Spaces, family members and roles">
        <p>
          The person who creates a space is its organizer. An organizer can invite others to the space with a role
          (parent, child or guest), remove members and cancel invitations. Everyone in a space can see its tasks, photos
          and members. Only invite people you want to share that space with, and only add photos you are happy for the
          members of the space to see.
        </p>
      </LegalSection>

      <LegalSection title="What you add to the app">
        <p>
          Your spaces, tasks, photos and notes remain yours. You allow this copy of the app to store them and show them
          to the members of the space you added them to, because that is how the app works. Do not upload anything you
          have no right to share, and avoid photos that show other people without their agreement.
        </p>
      </LegalSection>

      <LegalSection title="Using the app fairly">
        <ul>
          <li>Do not use the app to harass, embarrass or pressure anyone, including members of your household.</li>
          <li>Do not try to get into other people&apos;s accounts or spaces, or to disrupt the server.</li>
          <li>Do not use invitations to send unwanted email.</li>
        </ul>
        <p>The operator may remove an account or content that breaks these rules.</p>
      </LegalSection>

      <LegalSection title="Tasks, lessons and safety">
        <p>
          Tasks and lessons are suggestions to help you get organized, not professional advice. Use common sense: lift
          heavy things safely, take care with ladders, cleaning products and anything electrical, and keep hazardous
          items away from children. Suggested times are estimates; go at your own pace.
        </p>
      </LegalSection>

      <LegalSection title="Availability and your data">
        <p>
          The app is offered as it is, by an operator who usually runs it for their own household and family. It may
          sometimes be unavailable, and features may change as the software is updated. The operator looks after the
          server and its backups; keep your own copy of anything you could not bear to lose, such as important photos.
        </p>
      </LegalSection>

      <LegalSection title="Ending your use">
        <p>
          You can stop using the app at any time. To delete your account and everything tied to it, choose Delete
          account in Settings. The <AppLink to={paths.privacy()}>Privacy Notice</AppLink> explains what is kept and how
          it is deleted.
        </p>
      </LegalSection>

      <LegalSection title="Changes to these terms">
        <p>
          If these terms change, the date at the top changes with it. If you keep using the app after a change, the new
          terms apply. Questions about these terms go to the operator of this server.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
