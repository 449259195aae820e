import { FamilyManagementPage } from '../features/family/pages/family-management';
import { KitchenDevicesSection } from '../features/kitchen/components/kitchen-devices-section';

/** /family: the family feature's page with the kitchen feature's tablets under it (organizers only). */
export function FamilyPage() {
  return (
    <FamilyManagementPage>
      <KitchenDevicesSection />
    </FamilyManagementPage>
  );
}
