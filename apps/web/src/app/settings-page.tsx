import { InstallPrompt } from '../components/install-prompt';
import { CalendarFeedSection } from '../features/chores/components/calendar-feed-section';
import { SettingsPage } from '../features/home/pages/settings';
import { NotificationsSection } from '../features/notifications/components/notifications-section';

/** /settings: the home feature's page with the notifications feature's section and the chores feature's calendar feed in it. */
export function SettingsWithNotificationsPage() {
  return (
    <SettingsPage>
      {/* Next to notifications: an iPhone shows them only for an app added to the home screen. */}
      <InstallPrompt className="mt-6" />
      <NotificationsSection />
      <CalendarFeedSection />
    </SettingsPage>
  );
}
