import { InstallPrompt } from '../components/install-prompt';
import { AccountSection } from '../features/account/components/account-section';
import { CalendarFeedSection } from '../features/chores/components/calendar-feed-section';
import { YourDataSection } from '../features/data-export/components/your-data-section';
import { SettingsPage } from '../features/home/pages/settings';
import { KitchenPinSection } from '../features/kitchen/components/kitchen-pin-section';
import { NotificationsSection } from '../features/notifications/components/notifications-section';

/**
 * /settings: the home feature's page with the notifications feature's section, the chores feature's calendar feed,
 * the data-export feature's "Your data" and the account feature's "Account" (deleting it) in it.
 */
export function SettingsWithNotificationsPage() {
  return (
    <SettingsPage>
      {/* Next to notifications: an iPhone shows them only for an app added to the home screen. */}
      <InstallPrompt className="mt-6" />
      <NotificationsSection />
      <CalendarFeedSection />
      <KitchenPinSection />
      <YourDataSection />
      <AccountSection />
    </SettingsPage>
  );
}
