import { AppLink } from '../../../components/app-link';
import { paths } from '../../../app/paths';
import { LegalDocument, LegalSection } from '../components/legal-document';

/**
 * The privacy notice, written for what Tidy Steps is: open software that a household runs on its own
 * server. It names no company because there is none behind a copy; it must stay true to the code.
 */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Notice"
      updated="2026-11-28"
      intro={
        <p>
          Tidy Steps is open software that a household, or someone they trust, runs on their own server. This notice
          explains what this copy of the app keeps about you, where it keeps it, who can see it and how to have it
          deleted. In short: your information stays on this server, is used only to run the app for your household, and
          is never sold or used for advertising.
        </p>
      }
    >
      <LegalSection title="Who looks after your information">
        <p>
          The person or household who runs this server (in this notice, “the operator”) looks after everything it
          stores. The people who write the Tidy Steps software do not receive your information and cannot see it. If you
          are not sure who the operator is, it is usually whoever invited you or set the app up for your home.
        </p>
      </LegalSection>

      <LegalSection title="What the app keeps">
        <ul>
          <li>
            <strong className="text-foreground">Your account:</strong> your email address, your full name, whether you
            have confirmed your email address, and your password. The password is stored only as a scrambled, one-way
            fingerprint (a hash), so nobody can read it, not even the operator. If you sign in with Google, the app
            keeps the name, email address and profile picture link that Google shares with it.
          </li>
          <li>
            <strong className="text-foreground">Your sign-in sessions:</strong> a cookie in your browser keeps you
            signed in. For each session the server notes when it started and when it expires, plus the network address
            and browser name of the device, so that sessions can be checked and ended. While you are signed in, a second
            cookie holds your device&apos;s time zone (such as Europe/Berlin), so that the server can open Today on your
            own date; it is removed when you sign out.
          </li>
          <li>
            <strong className="text-foreground">Your home:</strong> the spaces (rooms) you create, their tasks and
            lessons, your progress and points, your to-do list, your preferences (such as how much time you have each
            day) and any feedback you send.
          </li>
          <li>
            <strong className="text-foreground">Photos of your rooms:</strong> photos you add to a space. When a photo
            is uploaded, the app removes its hidden details, such as the location where it was taken and the camera
            used, before storing it.
          </li>
          <li>
            <strong className="text-foreground">Your family:</strong> who belongs to which space and with which role,
            and the invitations sent (the invited email address, the role, who sent it and whether it was accepted).
          </li>
          <li>
            <strong className="text-foreground">On your own device:</strong> some things, such as the lessons you have
            completed, are kept in your browser&apos;s storage and never leave your device.
          </li>
          <li>
            <strong className="text-foreground">Server records:</strong> the server writes a short line for each request
            (what was asked for, whether it worked and how long it took) to help the operator fix problems.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Where it is kept">
        <p>
          Everything is kept on the server that runs this copy of the app: in its data folder, or in the database the
          operator connected it to. Photos are kept in the same data folder, or in file storage the operator has chosen
          and set up for this server. Photos are never given public addresses: the app hands them only to members of the
          space they belong to.
        </p>
      </LegalSection>

      <LegalSection title="Who can see it">
        <ul>
          <li>
            The members of a space can see that space, its tasks and photos, and the names and email addresses of the
            other members. The space&apos;s organizer can invite and remove members.
          </li>
          <li>Nobody outside your household&apos;s spaces can see your spaces, tasks or photos in the app.</li>
          <li>
            The operator has access to the server itself, so they can technically see what is stored on it. Choose to
            use a copy of Tidy Steps run by someone you trust.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="How your email address is used">
        <p>
          Only to sign you in (confirmation links, one-time sign-in links and password reset links) and to deliver
          invitations that a family member sends you. The app sends no newsletters and no marketing. Emails go out
          through the mail service the operator set up; if none is set up, they are not sent at all but stay on the
          server for the operator to pass on.
        </p>
      </LegalSection>

      <LegalSection title="Outside services">
        <p>
          {' '}
          Out of the box, Tidy Steps works entirely on its own server. The operator may choose to connect some outside
          services, and you may allow notifications; only then does the following leave the server:
        </p>
        <ul>
          <li>
            <strong className="text-foreground">Google sign-in:</strong> if you choose “Continue with Google”, Google
            learns that you are signing in to this app. This button only appears when the operator has set it up.
          </li>
          <li>
            <strong className="text-foreground">A mail service:</strong> the emails described above pass through it.
          </li>
          <li>
            <strong className="text-foreground">File storage:</strong> photos may be kept with a storage service instead
            of the server&apos;s own folder.
          </li>
          <li>
            <strong className="text-foreground">An AI service:</strong> the app suggests organizing tasks with its own
            built-in planner. If the operator connects an AI service instead, the photos and details of a space are sent
            to it when you ask for task suggestions for that space.
          </li>
          <li>
            <strong className="text-foreground">Notifications:</strong> if you allow notifications, reminders reach your
            device through your browser&apos;s or phone&apos;s own push service.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="What the app never does">
        <ul>
          <li>It never sells or rents your information, and never shares it for advertising.</li>
          <li>It shows no advertising.</li>
          <li>
            {' '}
            It contains no third-party trackers or analytics, and sets no cookies except those needed to sign you in and
            keep you signed in, and the time-zone cookie described above.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="How long it is kept, and how to delete it">
        <p>
          Your information is kept for as long as your account exists, or until it is deleted. Sign-in sessions end by
          themselves when they are not used for a while, and all of them end when you sign out. Sign-in and reset links
          stop working after a short time.
        </p>
        <p>
          {' '}
          Where the app offers a way to remove something, such as a member of your space or a pending invitation,
          removing it deletes it from the server. To delete your whole account and everything tied to it, go to Settings
          and choose Delete account: it is removed from the server at once, with the photos you took, and the spaces you
          organize are deleted with it unless you first make another parent their organizer. Family members keep their
          own tasks and points, and see &ldquo;Unknown User&rdquo; where you were. Things kept only in your browser go
          away when you clear this site&apos;s data in your browser settings. If the operator deletes the server&apos;s
          data folder, everything it held is gone.
        </p>
      </LegalSection>

      <LegalSection title="A copy of your data">
        <p>
          You can download a copy of everything the app keeps about you at any time, in Settings under Your data: your
          account, tasks, points, progress and the photos you took, as files any computer can open (JSON, with a README
          that explains each file). For each space you organize, it adds the space&apos;s tasks, chores, history and
          points as spreadsheets (CSV). The copy is made on the server, is downloadable only by you, and is deleted 24
          hours after it is ready.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          Households often include children, who can be invited to a space with the child role. A parent or guardian
          should decide whether a child uses the app and help them set up their account.
        </p>
      </LegalSection>

      <LegalSection title="Changes and questions">
        <p>
          If this notice changes, the date at the top changes with it. Questions about your information, or requests to
          see, correct or delete it, go to the operator of this server. The{' '}
          <AppLink to={paths.terms()}>Terms of Use</AppLink> explain the rules for using the app.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
