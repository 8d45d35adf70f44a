import { updateServiceType } from '@/features/service-mode/api/update-service-type';
import { recordSelection, serviceChoice } from '@/features/service-mode/state/service-mode';
import { isLoggedIn, setUser } from '@/lib/session';

/**
 * The selector's choice (SPEC section 4): DIY only updates the service type (and returns home, as its
 * button says); otherwise, when logged in, update the service type, record the selection and go to
 * the organizations. Anonymous visitors have no service type to update; they go on to the page.
 * Returns where to go, or null to stay.
 */
export async function chooseService(index: number): Promise<'/' | '/organizations'> {
  const choice = serviceChoice(index);
  if (isLoggedIn()) {
    const user = await updateServiceType(choice.serviceType);
    await setUser(user);
  }
  if (choice.serviceType === 'DIY') return '/';
  recordSelection(choice);
  return '/organizations';
}
