import { InstallPrompt } from '../components/install-prompt';
import { CalendarFeedSection } from '../features/chores/components/calendar-feed-section';
import { YourDataSection } from '../features/data-export/components/your-data-section';
import { SettingsPage } from '../features/home/pages/settings';
import { NotificationsSection } from '../features/notifications/components/notifications-section';

/**
 * /settings: the home feature's page with the notifications feature's section, the chores feature's calendar feed
 * and the data-export feature's "Your data" in it.
 */
export function SettingsWithNotificationsPage() {
  return (
    <SettingsPage>
      {/* Next to notifications: an iPhone shows them only for an app added to the home screen. */}
      <InstallPrompt className="mt-6" />
      <NotificationsSection />
      <CalendarFeedSection />
      <YourDataSection />
    </SettingsPage>
  );
}
